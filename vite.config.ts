import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        // Every page loads the root route and all it imports; as one file rather than ~20 small ones
        // the browser makes fewer requests before it can hydrate (docs/decisions/0031).
        codeSplitting: { groups: [{ name: "shell", test: /[\\/]app[\\/]root\.tsx$/ }] },
      },
    },
  },
});
