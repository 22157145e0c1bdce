import { DEFAULT_ASSIGNMENT } from '@randevu/contracts/messages';
import type {
  AppointmentOutsideHours,
  AssignExpertServiceBody,
  AssignExpertSubServiceBody,
  CreateExpertBody,
  OwnerExpert,
  UpdateExpertBody,
} from '@randevu/contracts';
// Relative, not '@/': the unit test project loads this file without the Vite aliases.
import { ApiError } from '../../../lib/api-client';
import type { AssignmentPlan } from './expert-form';

/** The calls a save makes; the hook passes the real ones, tests pass recorders. */
export interface ExpertSaveCalls {
  create: (body: CreateExpertBody) => Promise<OwnerExpert>;
  update: (
    id: number,
    body: UpdateExpertBody,
  ) => Promise<OwnerExpert & { appointments_outside_hours: AppointmentOutsideHours[] }>;
  uploadPhoto: (id: number, photo: File) => Promise<unknown>;
  assignService: (id: number, body: AssignExpertServiceBody) => Promise<unknown>;
  removeService: (id: number, serviceId: number) => Promise<unknown>;
  assignSubService: (id: number, body: AssignExpertSubServiceBody) => Promise<unknown>;
  removeSubService: (id: number, subServiceId: number) => Promise<unknown>;
}

export interface ExpertSaveInput {
  venueId: number;
  /** null creates a new expert. */
  expertId: number | null;
  body: UpdateExpertBody;
  photo: File | null;
  plan: AssignmentPlan;
}

export interface ExpertSaveOutcome {
  expertId: number;
  created: boolean;
  photoFailed: boolean;
  servicesAssigned: number;
  /** Assignments the server already had (409): counted as 'zaten tanımlıydı', not as failures. */
  servicesAlreadyAssigned: number;
  serviceAssignFailed: boolean;
  serviceRemoveFailed: boolean;
  subServicesAdded: number;
  subServicesRemoved: number;
  subServiceFailed: boolean;
  appointmentsOutsideHours: AppointmentOutsideHours[];
}

const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * Saves the expert modal in the documented order (docs/product-owner.md#experts): the expert, then the photo,
 * then new services, removed services, and sub-services. Only the first step can fail the save
 * (it throws); every later failure is reported in the outcome and the remaining steps still run.
 */
export async function saveExpert(calls: ExpertSaveCalls, input: ExpertSaveInput): Promise<ExpertSaveOutcome> {
  const { plan } = input;
  let expertId: number;
  let appointmentsOutsideHours: AppointmentOutsideHours[] = [];
  if (input.expertId === null) {
    expertId = (await calls.create({ venue_id: input.venueId, ...input.body })).id;
  } else {
    expertId = input.expertId;
    appointmentsOutsideHours = (await calls.update(expertId, input.body)).appointments_outside_hours;
  }

  const outcome: ExpertSaveOutcome = {
    expertId,
    created: input.expertId === null,
    photoFailed: false,
    servicesAssigned: 0,
    servicesAlreadyAssigned: 0,
    serviceAssignFailed: false,
    serviceRemoveFailed: false,
    subServicesAdded: 0,
    subServicesRemoved: 0,
    subServiceFailed: false,
    appointmentsOutsideHours,
  };

  if (input.photo) {
    await calls.uploadPhoto(expertId, input.photo).catch(() => {
      outcome.photoFailed = true;
    });
  }

  for (const serviceId of plan.servicesToAssign) {
    try {
      await calls.assignService(expertId, { service_id: serviceId, ...DEFAULT_ASSIGNMENT });
      outcome.servicesAssigned += 1;
    } catch (error) {
      if (status(error) === 409) outcome.servicesAlreadyAssigned += 1;
      else outcome.serviceAssignFailed = true;
    }
  }

  for (const serviceId of plan.servicesToRemove) {
    // A 404 means it is gone already, which is what was asked.
    await calls.removeService(expertId, serviceId).catch((error: unknown) => {
      if (status(error) !== 404) outcome.serviceRemoveFailed = true;
    });
  }

  for (const subServiceId of plan.subServicesToRemove) {
    try {
      await calls.removeSubService(expertId, subServiceId);
      outcome.subServicesRemoved += 1;
    } catch (error) {
      // Removing a service takes its sub-services with it on the server: a 404 here is that removal.
      if (status(error) === 404) outcome.subServicesRemoved += 1;
      else outcome.subServiceFailed = true;
    }
  }

  for (const body of plan.subServicesToReplace) {
    try {
      await calls.removeSubService(expertId, body.sub_service_id).catch((error: unknown) => {
        if (status(error) !== 404) throw error;
      });
      await calls.assignSubService(expertId, body);
    } catch {
      outcome.subServiceFailed = true;
    }
  }

  for (const body of plan.subServicesToAssign) {
    try {
      await calls.assignSubService(expertId, body);
      outcome.subServicesAdded += 1;
    } catch (error) {
      if (status(error) !== 409) outcome.subServiceFailed = true;
    }
  }

  return outcome;
}
