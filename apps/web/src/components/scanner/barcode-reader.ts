// Reading barcodes from the camera: the browser's own BarcodeDetector where it has one (Android
// Chrome, Safari), else ZXing (zxing-wasm, ZXing-C++ compiled to WebAssembly), loaded on first use
// from this app's own assets: nothing is fetched from elsewhere.

/** The symbologies Godown prints and the ones on manufacturers' packs. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'itf', 'data_matrix', 'qr_code'] as const;
const ZXING_FORMATS = [
  'EAN-13',
  'EAN-8',
  'UPC-A',
  'UPC-E',
  'Code128',
  'ITF',
  'DataMatrix',
  'QRCode',
] as const;

/** Reads the codes in one video frame; the text of the first one found, or null. */
export type FrameReader = (source: HTMLVideoElement) => Promise<string | null>;

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  const formats = FORMATS.filter((f) => supported.includes(f));
  if (formats.length === 0) return null;
  const detector = new Detector({ formats: [...formats] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function zxingReader(): Promise<FrameReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (file: string) => (file.endsWith('.wasm') ? wasmUrl : file) },
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    if (!video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const [found] = await readBarcodes(image, {
      formats: [...ZXING_FORMATS],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return found?.isValid ? found.text : null;
  };
}

/** The best reader this browser has. */
export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? (await zxingReader());
}
