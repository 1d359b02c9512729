// Component tests (every jsdom project): waits for what the screen shows get 5 s instead of 1 s. A
// passing test is not slower; a slow machine (CI on 2 shared cores under e2e and PostgreSQL) no longer
// fails one that waits on several chained promises — seen with a stream's six tries and an upload's
// progress.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5_000 });
