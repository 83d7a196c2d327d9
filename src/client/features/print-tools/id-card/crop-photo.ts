import { squareCanvas } from "../../../lib/photo/square-canvas";

/** The card prints the photo at 50×50 pt; 300 px keeps it sharp at 6× that and the draft small. */
export const PHOTO_SIZE_PX = 300;

/** The largest centred square of the image at `size` pixels, as a JPEG data URL (the draft keeps it). */
export async function cropPhotoToSquare(file: Blob, size = PHOTO_SIZE_PX): Promise<string> {
  return (await squareCanvas(file, size)).toDataURL("image/jpeg", 0.9);
}
