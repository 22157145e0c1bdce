/**
 * Where a stored image path is served: absolute URLs and rooted paths (seeded demo images) as they are,
 * uploads (stored relative to UPLOAD_DIR) under /uploads.
 */
export const imageUrl = (path: string): string => (path.startsWith('http') || path.startsWith('/') ? path : `/uploads/${path}`);
