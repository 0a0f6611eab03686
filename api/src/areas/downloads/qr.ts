import QRCode from 'qrcode';

// The job envelope's QR code: the scan URL a vendor's phone camera opens (node-qrcode).

/** A PNG of a QR code of `url` (error correction M, 4 modules of quiet zone, 8 px per module). */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
  });
}
