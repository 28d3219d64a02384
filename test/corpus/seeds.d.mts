/** The types of seeds.mjs, for the TypeScript that reads it (bench/fix-pytest-scenario.ts). */
export interface SeededBug {
  id: string;
  kind: string;
  /** "more_itertools/more.py:windowed": the function the edit breaks. */
  culprit: string;
  file: string;
  find: string;
  replace: string;
}

export interface CorpusProject {
  name: string;
  /** The clone's folder under the mirrors: "<owner>+<name>". */
  mirror: string;
  commit: string;
  license: string;
  language: string;
  runner: string;
  command: string;
  /** npm packages the suite needs, installed by build-corpus.mjs into its cache (not the repo). */
  install?: string[];
  /** False: no case with every bug at once (seeds.mjs says why). */
  together?: boolean;
  sources: string[];
  bugs: SeededBug[];
}

export const PROJECTS: CorpusProject[];
