import { crc32, deflateSync, inflateSync } from 'node:zlib'

/**
 * Cuts a rectangle out of a PNG, so that an element can be captured from a full-page screenshot
 * in every engine alike (WebKitGTK's own element screenshots come back black). Reads what browsers
 * write: 8 bits per channel, RGB or RGBA, not interlaced; anything else is refused.
 */
export function cropPng(png: Buffer, area: { x: number; y: number; width: number; height: number }) {
  const signature = png.subarray(0, 8)
  let offset = 8
  let header: Buffer | undefined
  const data: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') header = body
    if (type === 'IDAT') data.push(body)
    offset += 12 + length
  }
  if (!header) throw new Error('Not a PNG: no IHDR chunk')
  const width = header.readUInt32BE(0)
  const height = header.readUInt32BE(4)
  const [depth, colour, , , interlace] = header.subarray(8, 13)
  const channels = colour === 6 ? 4 : colour === 2 ? 3 : 0
  if (depth !== 8 || channels === 0 || interlace !== 0) {
    throw new Error(`PNG not cropped: ${depth}-bit, colour type ${colour}, interlace ${interlace}`)
  }
  const stride = width * channels
  const raw = inflateSync(Buffer.concat(data))
  const rows: Buffer[] = []
  let previous = Buffer.alloc(stride)
  for (let row = 0; row < height; row++) {
    const start = row * (stride + 1)
    const filter = raw[start]
    const line = Buffer.from(raw.subarray(start + 1, start + 1 + stride))
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? (line[i - channels] ?? 0) : 0
      const up = previous[i] ?? 0
      const upLeft = i >= channels ? (previous[i - channels] ?? 0) : 0
      const value = line[i] ?? 0
      if (filter === 1) line[i] = value + left
      else if (filter === 2) line[i] = value + up
      else if (filter === 3) line[i] = value + ((left + up) >> 1)
      else if (filter === 4) line[i] = value + paeth(left, up, upLeft)
    }
    rows.push(line)
    previous = line
  }
  const x = clamp(Math.round(area.x), 0, width)
  const y = clamp(Math.round(area.y), 0, height)
  const cropWidth = clamp(Math.round(area.width), 1, width - x)
  const cropHeight = clamp(Math.round(area.height), 1, height - y)
  const out = Buffer.concat(
    rows
      .slice(y, y + cropHeight)
      .map((line) => Buffer.concat([Buffer.from([0]), line.subarray(x * channels, (x + cropWidth) * channels)])),
  )
  const newHeader = Buffer.from(header)
  newHeader.writeUInt32BE(cropWidth, 0)
  newHeader.writeUInt32BE(cropHeight, 4)
  return Buffer.concat([
    signature,
    chunk('IHDR', newHeader),
    chunk('IDAT', deflateSync(out)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function paeth(left: number, up: number, upLeft: number) {
  const estimate = left + up - upLeft
  const [toLeft, toUp, toUpLeft] = [left, up, upLeft].map((value) => Math.abs(estimate - value))
  if ((toLeft ?? 0) <= (toUp ?? 0) && (toLeft ?? 0) <= (toUpLeft ?? 0)) return left
  return (toUp ?? 0) <= (toUpLeft ?? 0) ? up : upLeft
}

function chunk(type: string, body: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const check = Buffer.alloc(4)
  check.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, check])
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)
