import { describe, expect, it } from "vitest";
import { joinedHtmlStream } from "./html-stream.server.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("the HTML stream to the response", () => {
  it("joins the pieces written in one turn into one and keeps later pieces apart", async () => {
    let ended = 0;
    const stream = joinedHtmlStream(() => ended++);
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    stream.write(Buffer.from("<html>"));
    stream.write(Buffer.from("<body>"));
    stream.write(Buffer.from("shell"));
    await turn();
    await turn();
    expect(out).toEqual(["<html><body>shell"]);
    // A Suspense boundary finishing later streams on its own.
    stream.write(Buffer.from("<template>late</template>"));
    await turn();
    await turn();
    expect(out).toEqual(["<html><body>shell", "<template>late</template>"]);
    stream.end(Buffer.from("</html>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.join("")).toBe("<html><body>shell<template>late</template></html>");
    expect(ended).toBe(1);
  });
});
