import { describe, expect, it } from 'vitest';
import type { OwnerExpert } from '@randevu/contracts';
import { ApiError } from '../../../lib/api-client';
import type { AssignmentPlan } from './expert-form';
import { saveExpert, type ExpertSaveCalls } from './save-expert';

const emptyPlan: AssignmentPlan = {
  servicesToAssign: [],
  servicesToRemove: [],
  subServicesToAssign: [],
  subServicesToReplace: [],
  subServicesToRemove: [],
};

const assignment = (id: number) => ({
  sub_service_id: id,
  custom_price: 275.5,
  custom_duration_minutes: 40,
  description: null,
  is_active: true,
});

/** Records every call in order; `fail` maps a call (e.g. 'assignService:101') to the error it throws. */
function recorder(fail: Record<string, unknown> = {}) {
  const log: string[] = [];
  const step = async (name: string) => {
    log.push(name);
    if (name in fail) throw fail[name];
  };
  const calls: ExpertSaveCalls = {
    create: async () => {
      await step('create');
      return { id: 9 } as OwnerExpert;
    },
    update: async (id) => {
      await step(`update:${id}`);
      return {
        id,
        appointments_outside_hours: [
          { id: 3, appointment_date: '2026-12-01', appointment_time: '18:30', customer_name: 'Ayşe Y.' },
        ],
      } as never;
    },
    uploadPhoto: (id) => step(`photo:${id}`),
    assignService: (_id, body) => step(`assignService:${String(body.service_id)}`),
    removeService: (_id, serviceId) => step(`removeService:${serviceId}`),
    assignSubService: (_id, body) => step(`assignSubService:${String(body.sub_service_id)}`),
    removeSubService: (_id, subServiceId) => step(`removeSubService:${subServiceId}`),
  };
  return { calls, log };
}

const photo = new File([new Uint8Array([1])], 'p.png', { type: 'image/png' });

describe('saveExpert', () => {
  it("creates the expert, then uploads the photo, then assigns services and sub-services in the spec's order", async () => {
    const { calls, log } = recorder();
    const outcome = await saveExpert(calls, {
      venueId: 1,
      expertId: null,
      body: { name: 'Ali' },
      photo,
      plan: { ...emptyPlan, servicesToAssign: [101], subServicesToAssign: [assignment(12)] },
    });
    expect(log).toEqual(['create', 'photo:9', 'assignService:101', 'assignSubService:12']);
    expect(outcome).toMatchObject({ expertId: 9, created: true, servicesAssigned: 1, subServicesAdded: 1, photoFailed: false });
    expect(outcome.appointmentsOutsideHours).toEqual([]);
  });

  it('passes on the appointments outside the new hours from the update', async () => {
    const { calls } = recorder();
    const outcome = await saveExpert(calls, { venueId: 1, expertId: 7, body: { name: 'Ali' }, photo: null, plan: emptyPlan });
    expect(outcome.created).toBe(false);
    expect(outcome.appointmentsOutsideHours).toHaveLength(1);
  });

  it('fails the whole save only when the expert itself cannot be saved', async () => {
    const { calls, log } = recorder({ create: new ApiError(400, 'VALIDATION', 'x') });
    await expect(
      saveExpert(calls, {
        venueId: 1,
        expertId: null,
        body: { name: '' },
        photo,
        plan: { ...emptyPlan, servicesToAssign: [101] },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(log).toEqual(['create']);
  });

  it('reports a failed photo and carries on with the assignments', async () => {
    const { calls, log } = recorder({ 'photo:7': new ApiError(415, 'UNSUPPORTED', 'x') });
    const outcome = await saveExpert(calls, {
      venueId: 1,
      expertId: 7,
      body: { name: 'Ali' },
      photo,
      plan: { ...emptyPlan, servicesToAssign: [101] },
    });
    expect(outcome.photoFailed).toBe(true);
    expect(log).toContain('assignService:101');
  });

  it("counts a 409 on a service as 'already assigned', not as a failure, and keeps other failures apart", async () => {
    const { calls } = recorder({
      'assignService:101': new ApiError(409, 'CONFLICT', 'x'),
      'assignService:102': new ApiError(500, 'INTERNAL', 'x'),
      'removeService:103': new ApiError(500, 'INTERNAL', 'x'),
    });
    const outcome = await saveExpert(calls, {
      venueId: 1,
      expertId: 7,
      body: { name: 'Ali' },
      photo: null,
      plan: { ...emptyPlan, servicesToAssign: [101, 102, 104], servicesToRemove: [103] },
    });
    expect(outcome).toMatchObject({
      servicesAssigned: 1,
      servicesAlreadyAssigned: 1,
      serviceAssignFailed: true,
      serviceRemoveFailed: true,
      subServiceFailed: false,
    });
  });

  it("counts a sub-service that its service's removal already took away (404) as removed", async () => {
    const { calls, log } = recorder({ 'removeSubService:11': new ApiError(404, 'ASSIGNMENT_NOT_FOUND', 'x') });
    const outcome = await saveExpert(calls, {
      venueId: 1,
      expertId: 7,
      body: { name: 'Ali' },
      photo: null,
      plan: { ...emptyPlan, servicesToRemove: [101], subServicesToRemove: [11, 12] },
    });
    expect(log).toEqual(['update:7', 'removeService:101', 'removeSubService:11', 'removeSubService:12']);
    expect(outcome).toMatchObject({ subServicesRemoved: 2, subServiceFailed: false });
  });

  it('replaces a changed assignment by removing and assigning it again, counted as neither added nor removed', async () => {
    const { calls, log } = recorder();
    const outcome = await saveExpert(calls, {
      venueId: 1,
      expertId: 7,
      body: { name: 'Ali' },
      photo: null,
      plan: { ...emptyPlan, subServicesToReplace: [assignment(11)] },
    });
    expect(log).toEqual(['update:7', 'removeSubService:11', 'assignSubService:11']);
    expect(outcome).toMatchObject({ subServicesAdded: 0, subServicesRemoved: 0, subServiceFailed: false });
  });

  it('reports a failed sub-service assignment', async () => {
    const { calls } = recorder({ 'assignSubService:12': new ApiError(400, 'VALIDATION', 'x') });
    const outcome = await saveExpert(calls, {
      venueId: 1,
      expertId: 7,
      body: { name: 'Ali' },
      photo: null,
      plan: { ...emptyPlan, subServicesToAssign: [assignment(12)] },
    });
    expect(outcome).toMatchObject({ subServicesAdded: 0, subServiceFailed: true });
  });
});
