import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";

interface Snapshot {
  texts: Map<string, string | null>;
  /** What was worked out of a failure's evidence and the source, by failure and question. */
  answers: WeakMap<object, Map<string, unknown>>;
}

const snapshot = new AsyncLocalStorage<Snapshot>();

/**
 * Runs one triage with the project's source read once per file: inside it, every read of a file
 * gives the text of the first, and what a failure's stack says of it (its project frames) is
 * worked out once. A red run asks for the frames of hundreds of failures, each naming the same
 * few files several times (path-to-regexp's 262 failures read `src/index.ts` and its test file
 * thousands of times, half of triage's CPU). Outside, each read is fresh, so a file an attempt
 * changed is read as it is now; nothing changes the tree during one triage.
 */
export function withSourceSnapshot<T>(work: () => T): T {
  return snapshot.getStore()
    ? work()
    : snapshot.run({ texts: new Map(), answers: new WeakMap() }, work);
}

/** The file's text (null when it cannot be read), from the current snapshot when there is one. */
export function readSourceText(full: string): string | null {
  const store = snapshot.getStore();
  const known = store?.texts.get(full);
  if (known !== undefined) return known;
  let text: string | null;
  try {
    text = readFileSync(full, "utf8");
  } catch {
    text = null;
  }
  store?.texts.set(full, text);
  return text;
}

/**
 * `work()`, once per snapshot for this owner (a failure) and question; outside a snapshot, every
 * time. The answer must depend only on the owner, the question and the source.
 */
export function answeredOnce<T>(owner: object, question: string, work: () => T): T {
  const store = snapshot.getStore();
  if (!store) return work();
  let answers = store.answers.get(owner);
  if (!answers) {
    answers = new Map();
    store.answers.set(owner, answers);
  }
  if (answers.has(question)) return answers.get(question) as T;
  const answer = work();
  answers.set(question, answer);
  return answer;
}
