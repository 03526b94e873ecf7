import bwipjs from "bwip-js/node";

/**
 * The club card's barcode (Code 128, which every till scanner reads) as an SVG data URI for an <img>:
 * drawn on the server, so the browser gets no barcode library, and an image, so the code needs no markup
 * of its own in the page.
 */
export function clubBarcodeDataUri(memberNumber: string): string {
  const svg = bwipjs.toSVG({ bcid: "code128", text: memberNumber, height: 14, scale: 2, paddingwidth: 6, paddingheight: 3, backgroundcolor: "FFFFFF" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
