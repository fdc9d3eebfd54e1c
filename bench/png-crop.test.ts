// @vitest-environment node
import { crc32, deflateSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cropPng } from './png-crop'

/** Pixels that differ everywhere, so a shifted or misfiltered byte shows. */
function pixels(width: number, height: number, channels: number) {
  const bytes = Buffer.alloc(width * height * channels)
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 37 + ((i / 7) | 0) * 11) & 0xff
  return bytes
}

/** A PNG of these pixels whose rows use each of the five filters in turn, as browsers' encoders mix them. */
function encode(raw: Buffer, width: number, height: number, channels: 3 | 4) {
  const stride = width * channels
  const rows: Buffer[] = []
  for (let row = 0; row < height; row++) {
    const filter = row % 5
    const line = raw.subarray(row * stride, (row + 1) * stride)
    const above = row > 0 ? raw.subarray((row - 1) * stride, row * stride) : Buffer.alloc(stride)
    const out = Buffer.alloc(stride + 1)
    out[0] = filter
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (line[i - channels] ?? 0) : 0
      const up = above[i] ?? 0
      const upLeft = i >= channels ? (above[i - channels] ?? 0) : 0
      const predictors = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)]
      out[i + 1] = ((line[i] ?? 0) - (predictors[filter] ?? 0)) & 0xff
    }
    rows.push(out)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function paeth(left: number, up: number, upLeft: number) {
  const estimate = left + up - upLeft
  const a = Math.abs(estimate - left)
  const b = Math.abs(estimate - up)
  const c = Math.abs(estimate - upLeft)
  return a <= b && a <= c ? left : b <= c ? up : upLeft
}

function chunk(type: string, body: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const out = Buffer.alloc(12 + body.length)
  out.writeUInt32BE(body.length, 0)
  typed.copy(out, 4)
  out.writeUInt32BE(crc32(typed), 8 + body.length)
  return out
}

/** Width, height and pixels of a PNG whose rows are unfiltered (filter 0), as cropPng writes them. */
function decodeUnfiltered(png: Buffer, channels: number) {
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idat = png.indexOf('IDAT', 0, 'latin1')
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)))
  const stride = width * channels
  const rows = Array.from({ length: height }, (_, row) => {
    expect(raw[row * (stride + 1)], `filter of row ${row}`).toBe(0)
    return raw.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1))
  })
  return { width, height, pixels: Buffer.concat(rows) }
}

describe('cropPng', () => {
  for (const channels of [4, 3] as const) {
    it(`cuts out exactly the pixels of the area, ${channels === 4 ? 'RGBA' : 'RGB'}, through every row filter`, () => {
      const [width, height] = [23, 17]
      const raw = pixels(width, height, channels)
      const area = { x: 5, y: 3, width: 11, height: 9 }
      const cropped = decodeUnfiltered(cropPng(encode(raw, width, height, channels), area), channels)

      const expected = Buffer.concat(
        Array.from({ length: area.height }, (_, row) => {
          const start = ((area.y + row) * width + area.x) * channels
          return raw.subarray(start, start + area.width * channels)
        }),
      )
      expect([cropped.width, cropped.height]).toEqual([area.width, area.height])
      expect(cropped.pixels.equals(expected)).toBe(true)
    })
  }

  it('keeps an area that reaches past the image to the part inside it', () => {
    const raw = pixels(10, 10, 4)
    const cropped = decodeUnfiltered(cropPng(encode(raw, 10, 10, 4), { x: 6, y: 8, width: 20, height: 20 }), 4)
    expect([cropped.width, cropped.height]).toEqual([4, 2])
  })

  it('refuses a PNG it cannot read rather than cutting it wrongly', () => {
    const png = encode(pixels(4, 4, 4), 4, 4, 4)
    png[24] = 16 // 16 bits per channel
    expect(() => cropPng(png, { x: 0, y: 0, width: 2, height: 2 })).toThrow(/16-bit/)
  })
})
