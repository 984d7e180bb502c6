// `npm run dev`: the same Fastify app, with Vite serving the browser code and hot-reloading the pages.
import middie from "@fastify/middie";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { demoOwnerNotice, seedDemoOwner } from "./modules/staff/demo-owner.ts";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/index.ts";
import { createServices } from "./services.ts";

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
if (await isDatabaseEmpty(database.db)) {
  await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
  console.log(demoOwnerNotice(await seedDemoOwner(database.db)));
}

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const app = await buildApp({
  config,
  services: createServices(database, config),
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  configure: async (instance) => {
    await instance.register(middie);
    instance.use(vite.middlewares);
  },
});
await app.listen({ port: config.port, host: config.host });
