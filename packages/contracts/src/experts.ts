/** Experts, their hours, photo and assignments: /api/owner/experts (spec sections 3, 5 and 7). */
export {};
