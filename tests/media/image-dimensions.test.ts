/**
 * readImageDimensions (worker/domains/media/image-dimensions.ts) inside workerd: real encoders' output of every type we
 * accept, and the crafted headers that must not be able to under-report a size.
 */
import { describe, expect, it } from "vitest";
import { sniffImage } from "../../worker/domains/media/images";
import { readImageDimensions } from "../../worker/domains/media/image-dimensions";
import {
  REAL_20X10,
  SOF,
  avifHeader,
  bytes,
  gifWithFrame,
  jpegHeader,
  pngHeader,
  strayFrameHeader,
  webpExtended,
  webpLossless,
  webpLossy,
} from "../helpers/images";

/** The dimensions as the upload path reads them: type from the magic bytes, then that type's header. */
function dimensionsOf(data: Uint8Array) {
  const kind = sniffImage(data);
  expect(kind, "recognised as an image").not.toBeNull();
  return readImageDimensions(data, kind!.mime);
}

describe("readImageDimensions", () => {
  it.each(Object.entries(REAL_20X10))("reads 20x10 from a real %s file", (_name, data) => {
    expect(dimensionsOf(data)).toEqual({ width: 20, height: 10 });
  });

  it.each([
    ["PNG", pngHeader(30_000, 30_000), 30_000, 30_000],
    ["baseline JPEG (SOF0)", jpegHeader(30_000, 20_000), 30_000, 20_000],
    ["progressive JPEG (SOF2)", jpegHeader(9_000, 100, SOF.progressive), 9_000, 100],
    ["lossless JPEG (SOF3)", jpegHeader(12_345, 2, SOF.lossless), 12_345, 2],
    ["arithmetic JPEG (SOF9)", jpegHeader(65_535, 65_535, SOF.arithmetic), 65_535, 65_535],
    ["progressive arithmetic JPEG (SOF10)", jpegHeader(4_000, 65_000, SOF.progressiveArithmetic), 4_000, 65_000],
    ["extended WebP (VP8X)", webpExtended(20_000, 20_000), 20_000, 20_000],
    ["lossless WebP (VP8L)", webpLossless(16_384, 16_384), 16_384, 16_384],
    ["lossy WebP (VP8)", webpLossy(16_383, 9_000), 16_383, 9_000],
    ["GIF", gifWithFrame({ width: 9_000, height: 9_000 }, { left: 0, top: 0, width: 1, height: 1 }), 9_000, 9_000],
    ["AVIF", avifHeader([{ width: 30_000, height: 30_000 }]), 30_000, 30_000],
  ])("reads the size a %s header declares", (_label, data, width, height) => {
    expect(dimensionsOf(data)).toEqual({ width, height });
  });

  it("takes a JPEG's first frame header, however many SOF0 markers follow in the scan data", () => {
    const hidden = jpegHeader(30_000, 30_000, SOF.arithmetic, strayFrameHeader(10, 10));
    expect(dimensionsOf(hidden)).toEqual({ width: 30_000, height: 30_000 });
  });

  it("counts a GIF frame that reaches past the logical screen (browsers grow the canvas to fit it)", () => {
    const data = gifWithFrame({ width: 10, height: 10 }, { left: 100, top: 5, width: 9_000, height: 20 });
    expect(dimensionsOf(data)).toEqual({ width: 9_100, height: 25 });
  });

  it("takes an AVIF's largest image extent, and a clean-aperture box does not shrink it", () => {
    expect(dimensionsOf(avifHeader([{ width: 512, height: 512 }, { width: 30_000, height: 20_000 }]))).toEqual({ width: 30_000, height: 20_000 });
    expect(dimensionsOf(avifHeader([{ width: 30_000, height: 30_000 }], { clap: [29_990, 1, 29_990, 1, 0, 1, 0, 1] }))).toEqual({
      width: 30_000,
      height: 30_000,
    });
  });

  it.each([
    ["a JPEG without a frame header", bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9])],
    ["a JPEG whose scan starts before any frame header", bytes([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0], strayFrameHeader(10, 10), [0xff, 0xd9])],
    ["a JPEG whose frame header declares height 0 (set later by DNL)", jpegHeader(100, 0)],
    ["a JPEG cut off inside its frame header", jpegHeader(100, 100).subarray(0, 26)],
    ["a PNG cut off inside IHDR", pngHeader(100, 100).subarray(0, 20)],
    ["a PNG whose first chunk is not IHDR", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0], "IEND", [0xae, 0x42, 0x60, 0x82, 0, 0, 0, 0])],
    ["a PNG declaring 0x100", pngHeader(0, 100)],
    ["a WebP cut off inside its VP8X chunk", webpExtended(100, 100).subarray(0, 24)],
    ["an AVIF without image properties", avifHeader([])],
    ["an AVIF without a meta box", bytes([0x00, 0x00, 0x00, 0x1c], "ftyp", "avif", [0x00, 0x00, 0x00, 0x00], "avif", "mif1", "miaf", [0x00, 0x00, 0x00, 0x08], "free")],
    ["a GIF cut off inside its first frame descriptor", gifWithFrame({ width: 10, height: 10 }, { left: 0, top: 0, width: 10, height: 10 }).subarray(0, 24)],
  ])("cannot read %s: null", (_label, data) => {
    expect(dimensionsOf(data)).toBeNull();
  });
});
