/**
 * Image bytes for the upload tests: tiny real files made by real encoders, and headers built byte by byte that
 * declare any size (what an image bomb is: a small file whose header promises a huge bitmap).
 */

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * 20x10 pictures written by sharp (libvips: mozjpeg, libpng, libwebp, cgif, libheif/aom), kept as text so they
 * load inside workerd. Baseline JPEG carries an EXIF block before its frame header; the lossy WebP with alpha is
 * the extended (VP8X) form.
 */
export const REAL_20X10 = {
  jpegBaseline: fromBase64(
    "/9j/4QDURXhpZgAASUkqAAgAAAAHABIBAwABAAAAAQAAABoBBQABAAAAYgAAABsBBQABAAAAagAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAJ" +
    "iCAgALAAAAcgAAAGmHBAABAAAAfgAAAAAAAAA4YwAA6AMAADhjAADoAwAAR2hhbmkgdGVzdAAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAA" +
    "oAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAABQAAAADoAQAAQAAAAoAAAAAAAAA/9sAQwANCQoLCggNCwoLDg4NDxMgFRMSEhMnHB4XIC" +
    "4pMTAuKS0sMzpKPjM2RjcsLUBXQUZMTlJTUjI+WmFaUGBKUVJP/9sAQwEODg4TERMmFRUmTzUtNU9PT09PT09PT09PT09PT09PT09PT09PT09P" +
    "T09PT09PT09PT09PT09PT09PT09PT09P/8AAEQgACgAUAwEiAAIRAQMRAf/EABUAAQEAAAAAAAAAAAAAAAAAAAAG/8QAFBABAAAAAAAAAAAAAA" +
    "AAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAAE/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AqQEC0AB//9k=",
  ),
  jpegProgressive: fromBase64(
    "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREy" +
    "YVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wgARCAAKABQDASIAAhEBAxEB/8QAFQAB" +
    "AQAAAAAAAAAAAAAAAAAAAAX/xAAWAQEBAQAAAAAAAAAAAAAAAAAAAwT/2gAMAwEAAhADEAAAAagz2A//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9" +
    "oACAEBAAEFAl//xAAUEQEAAAAAAAAAAAAAAAAAAAAQ/9oACAEDAQE/AT//xAAUEQEAAAAAAAAAAAAAAAAAAAAQ/9oACAECAQE/AT//xAAUEAEA" +
    "AAAAAAAAAAAAAAAAAAAg/9oACAEBAAY/Al//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAE/IV//2gAMAwEAAgADAAAAEP8A/wD/xAAUEQ" +
    "EAAAAAAAAAAAAAAAAAAAAQ/9oACAEDAQE/ED//xAAUEQEAAAAAAAAAAAAAAAAAAAAQ/9oACAECAQE/ED//xAAUEAEAAAAAAAAAAAAAAAAAAAAg" +
    "/9oACAEBAAE/EF//2Q==",
  ),
  png: fromBase64(
    "iVBORw0KGgoAAAANSUhEUgAAABQAAAAKCAYAAAC0VX7mAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGklEQVQokWM4UaHRQE3MMGpgw2gYNgy/ZA" +
    "MAwF99UHHDD70AAAAASUVORK5CYII=",
  ),
  webpLossy: fromBase64("UklGRj4AAABXRUJQVlA4IDIAAADQAgCdASoUAAoAPtFUo0uoJKMhsAgBABoJQBadBaSAAP7s4y6qp6/G7gP+/mu3LgAAAA=="),
  webpLossless: fromBase64("UklGRh4AAABXRUJQVlA4TBEAAAAvE0ACEAdQvCIXpYCBiOh/AAA="),
  webpExtended: fromBase64(
    "UklGRmQAAABXRUJQVlA4WAoAAAAQAAAAEwAACQAAQUxQSAoAAAARB1DAiAhERP8DVlA4IDQAAAAQAwCdASoUAAoAPtFWo0uoJKMhsAgBABoJQB" +
    "YjUAAYJgAA+47+6L7UVQf9REQUkfZogAAA",
  ),
  gif: fromBase64("R0lGODlhFAAKAIAAAExpcch4KCH5BAUAAAAALAAAAAAUAAoAAAIMjI+py+0Po5y02usKADs="),
  avif: fromBase64(
    "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAAXBtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAADRpbG9jAA" +
    "AAAERAAAIAAQAAAAABlAABAAAAAAAAACYAAgAAAAABugABAAAAAAAAABIAAAA4aWluZgAAAAAAAgAAABVpbmZlAgAAAAABAABhdjAxAAAAABVp" +
    "bmZlAgAAAAACAABhdjAxAAAAAA5waXRtAAAAAAABAAAAr2lwcnAAAACKaXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAABQAAAAKAAAAEH" +
    "BpeGkAAAAAAwgICAAAAAxhdjFDgQAcAAAAAA5waXhpAAAAAAEIAAAAOGF1eEMAAAAAdXJuOm1wZWc6bXBlZ0I6Y2ljcDpzeXN0ZW1zOmF1eGls" +
    "aWFyeTphbHBoYQAAAAAdaXBtYQAAAAAAAAACAAEDgQIDAAIEhAIFhgAAABppcmVmAAAAAAAAAA5hdXhsAAIAAQABAAAAQG1kYXQSAAoIOBDnLS" +
    "AhoNIyGBrCYuTmGGGBQiBArrJd/f72NhBcgIwccBIACgUYEOcsKjIHGYBBAUAOgA==",
  ),
} satisfies Record<string, Uint8Array<ArrayBuffer>>;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
type Part = number[] | string | Uint8Array;
export const bytes = (...parts: Part[]): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : Array.from(part))));

const u16be = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
const u32be = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const u32le = (value: number) => u32be(value).reverse();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: number[]): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
const pngChunk = (type: string, data: number[]) => [...u32be(data.length), ...ascii(type), ...data, ...u32be(crc32([...ascii(type), ...data]))];

/** A well-formed PNG header (signature, IHDR with its CRC, IEND) declaring width x height, 8-bit RGBA. */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], pngChunk("IHDR", [...u32be(width), ...u32be(height), 8, 6, 0, 0, 0]), pngChunk("IEND", []));
}

/** Frame header markers by name: baseline, progressive (Huffman), lossless, arithmetic, progressive arithmetic. */
export const SOF = { baseline: 0xc0, progressive: 0xc2, lossless: 0xc3, arithmetic: 0xc9, progressiveArithmetic: 0xca } as const;

const segment = (marker: number, data: number[]) => [0xff, marker, ...u16be(data.length + 2), ...data];
const frameHeader = (marker: number, width: number, height: number) => segment(marker, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);
const JFIF_APP0 = segment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const SCAN = [...segment(0xda, [1, 1, 0, 0, 0x3f, 0]), 0x12, 0x34, 0xff, 0x00, 0x56];

/** A JPEG whose first frame header (of the given SOF marker) declares width x height; `afterScan` follows the scan data. */
export function jpegHeader(width: number, height: number, marker: number = SOF.baseline, afterScan: number[] = []): Uint8Array<ArrayBuffer> {
  return bytes([0xff, 0xd8], JFIF_APP0, frameHeader(marker, width, height), SCAN, afterScan, [0xff, 0xd9]);
}

/** A frame header that could sit inside scan data, where a segment walker must never look. */
export const strayFrameHeader = (width: number, height: number) => frameHeader(SOF.baseline, width, height);

const riff = (chunk: string, data: number[]) => bytes("RIFF", u32le(4 + 8 + data.length), "WEBP", chunk, u32le(data.length), data);

/** Extended WebP (VP8X): the canvas size, 24 bits each. */
export const webpExtended = (width: number, height: number) => riff("VP8X", [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);

/** Lossless WebP (VP8L): signature 0x2f, then 14-bit width-1 and height-1. */
export function webpLossless(width: number, height: number) {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0]);
}

/** Lossy WebP (VP8): a key frame tag, the start code, 14-bit width and height. */
export const webpLossy = (width: number, height: number) => riff("VP8 ", [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);

/** A GIF with a logical screen and one frame placed at (left, top) with its own size. */
export function gifWithFrame(screen: { width: number; height: number }, frame: { left: number; top: number; width: number; height: number }) {
  return bytes(
    "GIF89a",
    [...u16le(screen.width), ...u16le(screen.height), 0x80, 0, 0],
    [0xff, 0xff, 0xff, 0, 0, 0],
    [0x2c, ...u16le(frame.left), ...u16le(frame.top), ...u16le(frame.width), ...u16le(frame.height), 0],
    [0x02, 0x02, 0x44, 0x01, 0x00],
    [0x3b],
  );
}

const box = (type: string, ...content: number[][]) => {
  const data = content.flat();
  return [...u32be(8 + data.length), ...ascii(type), ...data];
};
const fullBox = (type: string, ...content: number[][]) => box(type, [0, 0, 0, 0], ...content);

/**
 * An AVIF's boxes down to the image properties: ftyp, then meta > iprp > ipco holding one `ispe` per
 * (width, height) given and, optionally, a clean-aperture (`clap`) box.
 */
export function avifHeader(extents: { width: number; height: number }[], options: { clap?: number[] } = {}): Uint8Array<ArrayBuffer> {
  const properties = extents.map(({ width, height }) => fullBox("ispe", u32be(width), u32be(height)));
  if (options.clap) properties.push(box("clap", options.clap.flatMap(u32be)));
  return bytes(
    box("ftyp", ascii("avif"), [0, 0, 0, 0], ascii("avif"), ascii("mif1"), ascii("miaf")),
    fullBox("meta", fullBox("hdlr", [0, 0, 0, 0], ascii("pict"), new Array(13).fill(0)), box("iprp", box("ipco", ...properties))),
  );
}
