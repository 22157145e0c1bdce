/**
 * The media module (decision records 015, 027 and 028): uploaded images, from the multipart body to
 * the stored renditions and their public URLs. It has no routes and no tables; the modules that take
 * images (venue-images, experts) and app.ts use it through this file only (eslint.config.js).
 *
 *   readUpload(request, field)     — the multipart body: one file part and text fields (413, 415, 400).
 *   createImageUploads(opts)       — the process's bounded decoding queue and the per-owner hourly limit;
 *                                    `admit` before reading the body, `store` to decode and write.
 *   deleteImage(storage, keys)     — removes stored files (both renditions of an image), gone or not.
 *   imageUrl(path)                 — where a stored image path is served (/uploads/… or as it is).
 *   createLocalStorage(dir)        — files under UPLOAD_DIR (FileStorage: put, delete).
 */
export { readUpload, type Upload, type UploadLimit } from './upload';
export { createImageUploads, type ImageUploads } from './image-uploads';
export { deleteImage, type StoredImage } from './images';
export { imageUrl } from './image-url';
export { createLocalStorage, type FileStorage } from './storage';
