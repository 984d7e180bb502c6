// The reliability suite runs whole shops on PostgreSQL only: it needs no embedded templates (global-setup.ts).
import type { TestProject } from "vitest/node";
import { makeTemplates } from "./global-setup.ts";

export default function setup(project: TestProject) {
  return makeTemplates(project, { pglite: false });
}
