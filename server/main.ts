// React and React Router pick their production or development build from NODE_ENV when they are first
// imported, so it must be set before anything else loads: the server runs in production unless told.
process.env.NODE_ENV ??= "production";
await import("./serve.ts");
export {};
