// A missed target's load again, on a server of its own under `node --cpu-prof`: where its CPU time goes.
import { monotonicUs, profileMarkdown, summariseProfile } from "./cpu-profile.ts";
import { startTargetServer, writtenProfile } from "./targets-servers.ts";

/**
 * Starts a profiled production server on `env`, runs `work` against it, stops it and summarises the profile
 * it wrote (bench/.profiles/<label>/), counting only the samples taken while `work` ran.
 */
export async function profiledRun(
  env: Record<string, string>,
  label: string,
  work: (url: string) => Promise<unknown>,
): Promise<string> {
  const server = await startTargetServer(env, { profile: label });
  const window = { fromUs: 0, toUs: 0 };
  try {
    await (await fetch(`${server.url}/`)).arrayBuffer();
    window.fromUs = monotonicUs();
    await work(server.url);
    window.toUs = monotonicUs();
  } finally {
    await server.stop();
  }
  const file = writtenProfile(server);
  if (!file) return `No profile was written for ${label}.`;
  return `${profileMarkdown(summariseProfile(file, { window }))}\n\n(Profile: \`${file}\`, not committed.)`;
}
