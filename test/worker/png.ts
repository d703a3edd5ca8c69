/** Width and height of a PNG, read from its IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: ArrayBuffer): { width: number; height: number } {
  const view = new DataView(bytes);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  signature.forEach((byte, index) => {
    if (view.getUint8(index) !== byte) throw new Error('Not a PNG');
  });
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
