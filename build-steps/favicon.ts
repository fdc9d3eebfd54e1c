/**
 * /favicon.ico, which browsers, feed readers and crawlers ask for without reading the page's
 * `<link rel="icon">`: the brand mark (public/favicon.svg) drawn at 16, 32 and 48 px and wrapped in
 * an ICO container. Each image is stored as a PNG, which the ICO format allows since Windows Vista
 * and every browser reads, so nothing but resvg draws it.
 */
import { Resvg } from '@resvg/resvg-js'

export const faviconSizes = [16, 32, 48] as const

/** The ICO file of these PNG images, each `size` pixels square (256 at most). */
export function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length + 16 * images.length
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`An ICO image is 1 to 256 pixels wide, not ${size}.`)
    const entry = Buffer.alloc(16)
    // Width and height in one byte each, 0 standing for 256.
    entry.writeUInt8(size % 256, 0)
    entry.writeUInt8(size % 256, 1)
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // color planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)])
}

/** The brand mark as /favicon.ico. Straight RGBA PNGs (resvg's own encoder), as ICO readers expect. */
export function faviconIco(markSvg: string): Buffer {
  return icoFile(
    faviconSizes.map((size) => ({
      size,
      png: new Resvg(markSvg, { fitTo: { mode: 'width', value: size }, logLevel: 'error' }).render().asPng(),
    })),
  )
}
