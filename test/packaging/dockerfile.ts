import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";

/**
 * The few Dockerfile instructions fix-loop's image uses, read and replayed without Docker (no
 * daemon or base image is within reach of the tests): ENV, WORKDIR, COPY and RUN act on a folder
 * standing in for the image's file system; FROM, USER, EXPOSE, HEALTHCHECK and CMD are returned
 * for the test to check and run. Anything else is an error, so a new instruction gets a replay.
 */

export interface Instruction {
  op: string;
  args: string;
}

export interface ReplayedImage {
  from: string;
  user: string | null;
  env: Record<string, string>;
  workdir: string;
  healthcheck: string[];
  cmd: string[];
  runs: string[];
}

export function parseDockerfile(text: string): Instruction[] {
  const joined = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [op = ""] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: line.slice(op.length).trim().replace(/\s+/g, " ") };
    });
}

/** Docker's .dockerignore, as far as fix-loop's uses it: patterns in order, the last match wins. */
export function isInBuildContext(file: string, dockerignore: string): boolean {
  let included = true;
  for (const raw of dockerignore.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const negated = line.startsWith("!");
    if (picomatch.isMatch(file, negated ? line.slice(1) : line, { dot: true })) included = negated;
  }
  return included;
}

export function replayDockerfile(options: {
  context: string;
  root: string;
  runEnv: Record<string, string>;
}): ReplayedImage {
  const { context, root } = options;
  const dockerignore = readFileSync(path.join(context, ".dockerignore"), "utf8");
  const image: ReplayedImage = {
    from: "",
    user: null,
    env: {},
    workdir: "/",
    healthcheck: [],
    cmd: [],
    runs: [],
  };
  const inRoot = (target: string) => path.join(root, path.posix.resolve(image.workdir, target));
  for (const { op, args } of parseDockerfile(
    readFileSync(path.join(context, "Dockerfile"), "utf8"),
  )) {
    if (op === "FROM") image.from = args;
    else if (op === "ENV") {
      for (const pair of args.split(" ")) {
        const [name = "", value = ""] = pair.split("=");
        image.env[name] = value;
      }
    } else if (op === "WORKDIR") {
      image.workdir = path.posix.resolve(image.workdir, args);
      mkdirSync(inRoot("."), { recursive: true });
    } else if (op === "COPY") {
      const parts = args.split(" ");
      const target = String(parts.pop());
      for (const source of parts) {
        if (!isInBuildContext(source, dockerignore))
          throw new Error(`COPY ${source}: .dockerignore leaves it out of the build context`);
        const to = target.endsWith("/")
          ? path.join(inRoot(target), path.basename(source))
          : inRoot(target);
        mkdirSync(path.dirname(to), { recursive: true });
        copyFileSync(path.join(context, source), to);
      }
    } else if (op === "RUN") {
      image.runs.push(args);
      execFileSync("sh", ["-c", args], {
        cwd: inRoot("."),
        env: { ...options.runEnv, ...image.env },
        stdio: "pipe",
      });
    } else if (op === "USER") image.user = args;
    else if (op === "HEALTHCHECK") image.healthcheck = JSON.parse(args.replace(/^.*?\bCMD /, ""));
    else if (op === "CMD") image.cmd = JSON.parse(args);
    else if (op !== "EXPOSE") throw new Error(`no replay for the Dockerfile instruction ${op}`);
  }
  return image;
}
