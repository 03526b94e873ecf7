import { Transform } from "node:stream";

/**
 * The HTML stream between React and the response. React writes a finished page in pieces of about 2 kB,
 * all in one turn of the event loop; each piece would travel alone through the web-stream conversion, the
 * compressor (which flushes per piece) and a socket write. This joins what arrives in one turn into one
 * piece, so a page costs a few writes instead of dozens. Streaming stays: a Suspense boundary that
 * finishes later is passed on in the turn it arrives.
 */
export function joinedHtmlStream(onEnd: () => void): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      size += chunk.length;
      if (!scheduled) {
        scheduled = true;
        setImmediate(pass);
      }
      callback();
    },
    flush(callback) {
      pass();
      onEnd();
      callback();
    },
  });
  function pass() {
    scheduled = false;
    if (size === 0) return;
    stream.push(parts.length === 1 ? parts[0] : Buffer.concat(parts, size));
    parts = [];
    size = 0;
  }
  return stream;
}
