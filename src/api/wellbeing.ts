// UpMyMind (issue 15; decision 0046): the caller's overview and self-checks.
import { wellbeingCheckSchema, wellbeingOverviewSchema, type WellbeingCheck, type WellbeingOverview } from '../../contracts';
import { http, withServerMessage } from './http';

export const loadWellbeing = withServerMessage(async (): Promise<WellbeingOverview> => wellbeingOverviewSchema.parse((await http.get('/api/wellbeing/overview')).data));
export const saveWellbeingCheck = withServerMessage(async (answers: number[]): Promise<WellbeingCheck> =>
  wellbeingCheckSchema.parse((await http.post('/api/wellbeing/checks', { answers })).data));
