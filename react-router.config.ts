import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The whole route manifest goes to the browser once, as one cacheable file (docs/decisions/0029).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
