// Upcoming programs for the public pages (GET program/programs/searchPrograms, SPEC §7).
import { http } from './http';

export interface ProgramSummary {
  program_id: number;
  program_name: string;
  program_description: string;
  program_category: string;
  start_date: string | null;
}

const asProgram = (row: unknown): ProgramSummary | null => {
  const r = row as Partial<ProgramSummary> | null;
  if (!r || typeof r.program_id !== 'number' || typeof r.program_name !== 'string') return null;
  return {
    program_id: r.program_id,
    program_name: r.program_name,
    program_description: typeof r.program_description === 'string' ? r.program_description : '',
    program_category: typeof r.program_category === 'string' ? r.program_category : 'Program',
    start_date: typeof r.start_date === 'string' ? r.start_date : null,
  };
};

/** The next programs to start (today onwards), soonest first. Needs a signed-in member (Bearer). */
export async function upcomingPrograms(limit = 3, today = new Date()): Promise<ProgramSummary[]> {
  const { data } = await http.get<{ data?: unknown[] }>('/api/program/programs/searchPrograms', {
    params: { page: 1, limit, start_date_from: today.toISOString().slice(0, 10), sortField: 'start_date', sortOrder: 'asc' },
  });
  return (data.data ?? []).map(asProgram).filter((p): p is ProgramSummary => p !== null);
}
