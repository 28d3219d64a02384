import { afterAll } from "vitest";
import { removeTempProjects } from "./temp-project.js";

// Each test file's project folders go when the file ends: a run of the suite left about a
// hundred in the temp folder, and they added up run after run.
afterAll(removeTempProjects);
