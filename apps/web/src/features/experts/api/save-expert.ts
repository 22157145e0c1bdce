import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '@/lib/invalidation';
import { saveExpert, type ExpertSaveCalls, type ExpertSaveInput } from '../lib/save-expert';
import { assignExpertService } from './assign-expert-service';
import { assignExpertSubService } from './assign-expert-sub-service';
import { createExpert } from './create-expert';
import { removeExpertService } from './remove-expert-service';
import { removeExpertSubService } from './remove-expert-sub-service';
import { updateExpert } from './update-expert';
import { uploadExpertPhoto } from './upload-expert-photo';

const calls: ExpertSaveCalls = {
  create: createExpert,
  update: updateExpert,
  uploadPhoto: uploadExpertPhoto,
  assignService: assignExpertService,
  removeService: removeExpertService,
  assignSubService: assignExpertSubService,
  removeSubService: removeExpertSubService,
};

/**
 * The expert modal's save: the expert, its photo and its assignments; the list and the venue page refresh
 * whatever happened (the photo and assignment writes invalidate what the expert's own write does).
 */
export function useSaveExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExpertSaveInput) => saveExpert(calls, input),
    onSettled: (_outcome, _error, input) =>
      invalidateAfter(queryClient, input.expertId === null ? 'expert.created' : 'expert.updated', { venueId: input.venueId }),
  });
}
