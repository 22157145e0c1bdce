/** Appointments as read and decided by an owner: GET /api/owner/appointments, PUT /api/owner/appointments/{id}/status. */
export {};
