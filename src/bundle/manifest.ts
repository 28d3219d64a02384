import * as z from "zod";
import { planReportSchema } from "../results/plan-report.js";

/** Version of the bundle format; a reader refuses any other. */
export const BUNDLE_SCHEMA_VERSION = 1;

/** The group of a plan bundle: verify's groups are hashes, so it names no fix group. */
export const PLAN_GROUP = "plan";

/** Group ids are short hashes; this also keeps them safe in folder and branch names. */
export const GROUP_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const COMMIT = /^[0-9a-f]{40}$/;

export const groupIdSchema = z
  .string()
  .regex(GROUP_ID_PATTERN, "a group id is 1 to 64 letters, digits, dots, dashes or underscores");
export const sha256Schema = z.string().regex(SHA256, "a sha256 is 64 lowercase hex digits");

/**
 * Git's file modes. Symlinks (120000) and submodules (160000) are representable so that a
 * bundle holding one is refused with that reason, not with a schema error.
 */
export const fileModeSchema = z.enum(["100644", "100755", "120000", "160000"]);

export const manifestFileSchema = z
  .object({
    /** Repository-relative, forward slashes, as in the patch. */
    path: z.string().min(1),
    change: z.enum(["added", "modified", "deleted"]),
    /** The mode after the change; null when deleted. */
    mode: fileModeSchema.nullable(),
    /** sha256 of the new content as git stores it (the blob); null when deleted. */
    sha256: sha256Schema.nullable(),
  })
  .strict()
  .refine((file) => (file.change === "deleted") === (file.sha256 === null), {
    message: "sha256 is null exactly when the file is deleted",
  })
  .refine((file) => (file.change === "deleted") === (file.mode === null), {
    message: "mode is null exactly when the file is deleted",
  });

export const attemptSummarySchema = z
  .object({
    attempt: z.number().int().positive(),
    strategy: z.string(),
    /** The engine's verification passed (the group's tests and no regression). */
    passed: z.boolean(),
    /** The agent's claim matched the engine's verification. */
    agreed: z.boolean(),
    rejected: z.string().nullable(),
    costUsd: z.number().nonnegative(),
  })
  .strict();

export const manifestSchema = z
  .object({
    schema: z.literal(BUNDLE_SCHEMA_VERSION),
    kind: z.literal("fix-loop-bundle"),
    tool: z.object({ name: z.literal("fix-loop"), version: z.string() }).strict(),
    group: groupIdSchema,
    baseSha: z.string().regex(COMMIT, "baseSha is a full 40-digit commit id"),
    patch: z.object({ bytes: z.number().int().nonnegative(), sha256: sha256Schema }).strict(),
    files: z.array(manifestFileSchema).min(1),
    attempts: z.array(attemptSummarySchema),
    /** The attempt whose change this bundle holds; null in a plan bundle (no fix attempt). */
    kept: z.number().int().positive().nullable(),
    /** Whether the kept attempt's claim agreed with the engine, and the run's trust so far. */
    agreed: z.boolean(),
    trust: z
      .object({
        score: z.number().min(0).max(1).nullable(),
        agreed: z.number().int().nonnegative(),
        total: z.number().int().nonnegative(),
      })
      .strict(),
    /**
     * Present in a plan bundle (mode: plan): the files are new test scripts held for review,
     * checked by the plan rule (src/bundle/plan-rules.ts) and published as a review pull request.
     */
    plan: z
      .object({
        /** The plan run's report (src/results/plan-report.ts). */
        report: planReportSchema,
        /** The review summary a person reads: the review pull request's body. */
        review: z.string().max(64 * 1024),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((manifest) => (manifest.kept === null) === (manifest.plan !== undefined), {
    message: "kept is null exactly in a plan bundle",
  })
  .refine((manifest) => !manifest.plan || manifest.group === PLAN_GROUP, {
    message: `a plan bundle's group is ${PLAN_GROUP}`,
  });

export type FileMode = z.infer<typeof fileModeSchema>;
export type ManifestFile = z.infer<typeof manifestFileSchema>;
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;
export type Manifest = z.infer<typeof manifestSchema>;
export type PlanManifest = NonNullable<Manifest["plan"]>;
