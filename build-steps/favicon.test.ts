import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { faviconIco, faviconSizes } from './favicon'

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The images an ICO file lists, read as an ICO reader reads them. */
function readIco(file: Buffer) {
  expect(file.readUInt16LE(0)).toBe(0)
  expect(file.readUInt16LE(2)).toBe(1)
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index
    const size = file.readUInt8(entry) || 256
    const png = file.subarray(
      file.readUInt32LE(entry + 12),
      file.readUInt32LE(entry + 12) + file.readUInt32LE(entry + 8),
    )
    return { size, height: file.readUInt8(entry + 1) || 256, bits: file.readUInt16LE(entry + 6), png }
  })
}

describe('favicon.ico', () => {
  it('holds the brand mark at 16, 32 and 48 px, each a square RGBA PNG of its stated size', () => {
    const images = readIco(faviconIco(readFileSync('public/favicon.svg', 'utf8')))
    expect(images.map((image) => image.size)).toEqual([...faviconSizes])
    for (const { size, height, bits, png } of images) {
      expect(height).toBe(size)
      expect(bits).toBe(32)
      expect(png.subarray(0, 8).equals(pngSignature)).toBe(true)
      // IHDR: width, height, bit depth 8, color type 6 (RGBA).
      expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([size, size, 8, 6])
    }
  })
})
