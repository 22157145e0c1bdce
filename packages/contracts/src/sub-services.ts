/** Sub-services: /api/my-sub-services and /api/sub-services (spec sections 3, 5 and 7). */
export {};
