import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium';

// A phone camera for the browser tests: Chromium plays a video file as its camera
// (--use-file-for-fake-video-capture), here one still picture of a barcode, as a person would hold it.

const WIDTH = 640;
const HEIGHT = 360;

/**
 * A Y4M video (YUV 4:2:0) of one frame: the Code 128 barcode of `text` drawn black on white, bars
 * 3 pixels a module, with a quiet zone. bwip-js gives the bars' widths; nothing is rasterised twice.
 */
export function barcodeVideo(text: string): string {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as unknown as { sbs: number[] }[];
  const module = 3;
  const widths = symbol!.sbs;
  const total = widths.reduce((sum, w) => sum + w, 0) * module;
  if (total > WIDTH - 40) throw new Error(`"${text}" is too long for the test picture`);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  let x = Math.floor((WIDTH - total) / 2);
  for (const [i, w] of widths.entries()) {
    const isBar = i % 2 === 0;
    for (let dx = 0; dx < w * module; dx++, x++) {
      if (!isBar) continue;
      for (let y = 80; y < HEIGHT - 80; y++) luma[y * WIDTH + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'godown-camera-')), 'camera.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

/** A Chromium whose camera films `video` (and asks no permission for it). */
export function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
