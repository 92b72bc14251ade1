/**
 * Pixel dimensions of an uploaded image, read from its header without decoding it, so that a small file that
 * decodes to a huge bitmap (an "image bomb") can be refused before anyone's browser tries to draw it.
 *
 * PNG, WebP (VP8, VP8L, VP8X) and the GIF logical screen are read by the image-size package. JPEG and AVIF are
 * walked here, because image-size's readers can be told a smaller size than a decoder would use: its JPEG reader
 * knows only SOF0-SOF2 and resynchronises byte by byte through scan data (a fake SOF0 after a real SOF9 wins),
 * and its AVIF reader subtracts a `clap` box from the width. GIF frames may also extend past the logical screen
 * (browsers grow the canvas to fit), so every frame's extent counts.
 */
import { GIF } from "image-size/types/gif";
import { PNG } from "image-size/types/png";
import { findBox, readUInt16BE, readUInt16LE, readUInt32BE } from "image-size/types/utils";
import { WEBP } from "image-size/types/webp";

export type ImageDimensions = { width: number; height: number };

/**
 * The width and height the image decodes to, for the given sniffed type (worker/domains/media/images.ts decides it
 * from the magic bytes), or null when the header does not say (truncated, malformed or an unknown variant).
 */
export function readImageDimensions(bytes: Uint8Array, mime: string): ImageDimensions | null {
  // The readers view the underlying buffer: a view into a larger one would let them read past the file's end.
  const file = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  let size: ImageDimensions | null;
  try {
    size = READERS[mime]?.(file) ?? null;
  } catch {
    // A header that ends early or points outside the file: its dimensions cannot be read.
    return null;
  }
  if (!size || !isPositiveInteger(size.width) || !isPositiveInteger(size.height)) return null;
  return { width: size.width, height: size.height };
}

const isPositiveInteger = (value: number) => Number.isSafeInteger(value) && value > 0;

const READERS: Record<string, (bytes: Uint8Array) => ImageDimensions | null> = {
  "image/png": (bytes) => (PNG.validate(bytes) ? PNG.calculate(bytes) : null),
  "image/webp": (bytes) => (WEBP.validate(bytes) ? WEBP.calculate(bytes) : null),
  "image/gif": gifDimensions,
  "image/jpeg": jpegDimensions,
  "image/avif": avifDimensions,
};

// ---------------------------------------------------------------------------------------------------------
// JPEG: the first frame header (any SOF, or DHP for hierarchical images), reached segment by segment.
// ---------------------------------------------------------------------------------------------------------

/** SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC), plus DHP (DE), which gives a hierarchical image's size. */
const isFrameHeader = (marker: number) => (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) || marker === 0xde;
/** Markers without a length: TEM and RST0-7. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  let offset = 2; // after SOI
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return null; // segments follow each other directly: anything else is malformed
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    // Scan data before any frame header, or the end: the size was never declared.
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE) return null;
    const length = readUInt16BE(bytes, offset + 2);
    if (length < 2) return null;
    // Frame header: length(2) precision(1) height(2) width(2). A height of 0 (set later by DNL) counts as unread.
    if (isFrameHeader(marker)) return { height: readUInt16BE(bytes, offset + 5), width: readUInt16BE(bytes, offset + 7) };
    offset += 2 + length;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// AVIF: every image spatial extent (`ispe`) property in meta/iprp/ipco; the largest is what a decoder may make.
// ---------------------------------------------------------------------------------------------------------

function avifDimensions(bytes: Uint8Array): ImageDimensions | null {
  const meta = findBox(bytes, "meta", 0);
  const iprp = meta && findBox(bytes, "iprp", meta.offset + 12); // meta is a full box: 4 more header bytes
  const ipco = iprp && findBox(bytes, "ipco", iprp.offset + 8);
  if (!ipco) return null;
  const end = ipco.offset + ipco.size;
  let largest: ImageDimensions | null = null;
  let offset = ipco.offset + 8;
  while (offset + 8 <= end) {
    const boxSize = readUInt32BE(bytes, offset);
    if (boxSize < 8 || offset + boxSize > end) return null;
    if (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === "ispe") {
      if (boxSize < 20) return null;
      // ispe is a full box: size(4) type(4) version+flags(4) width(4) height(4).
      const extent = { width: readUInt32BE(bytes, offset + 12), height: readUInt32BE(bytes, offset + 16) };
      if (!largest || extent.width * extent.height > largest.width * largest.height) largest = extent;
    }
    offset += boxSize;
  }
  return largest;
}

// ---------------------------------------------------------------------------------------------------------
// GIF: the logical screen, grown to every frame's right and bottom edge.
// ---------------------------------------------------------------------------------------------------------

const EXTENSION = 0x21;
const IMAGE_DESCRIPTOR = 0x2c;
const TRAILER = 0x3b;

const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The offset just past a chain of data sub-blocks (each a length byte and that many bytes, ended by 0). */
function skipSubBlocks(bytes: Uint8Array, offset: number): number {
  while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset] + 1;
  return offset + 1;
}

function gifDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (!GIF.validate(bytes)) return null;
  const screen = GIF.calculate(bytes);
  let width = screen.width;
  let height = screen.height;
  let offset = 13 + colorTableBytes(bytes[10]);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === TRAILER) break;
    if (block === EXTENSION) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (block === IMAGE_DESCRIPTOR) {
      const left = readUInt16LE(bytes, offset + 1);
      const top = readUInt16LE(bytes, offset + 3);
      width = Math.max(width, left + readUInt16LE(bytes, offset + 5));
      height = Math.max(height, top + readUInt16LE(bytes, offset + 7));
      // descriptor(10) local colour table, LZW minimum code size(1), then the image data's sub-blocks
      offset = skipSubBlocks(bytes, offset + 10 + colorTableBytes(bytes[offset + 9]) + 1);
    } else {
      break; // not a GIF block: decoders stop here too
    }
  }
  return { width, height };
}
