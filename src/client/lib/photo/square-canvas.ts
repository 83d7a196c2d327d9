/**
 * Decodes the image, cuts the largest centred square out of it and draws that on a `size`-pixel
 * canvas over white (JPEG has no transparency: a transparent PNG would turn black). Rejects when the
 * file is not a decodable image (a renamed text file, say).
 */
export async function squareCanvas(file: Blob, size: number): Promise<HTMLCanvasElement> {
  const image = await decodeImage(file);
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  if (!side) throw new Error("The image is empty.");
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = "high";
  context.drawImage(
    image,
    (image.naturalWidth - side) / 2,
    (image.naturalHeight - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  return canvas;
}

function decodeImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise<HTMLImageElement>((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The file is not a readable image."));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
