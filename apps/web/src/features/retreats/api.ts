import { queryOptions } from '@tanstack/react-query';
import { retreatMemberPaths, retreatPublicPaths, type RetreatLetter, type RetreatMemberAction } from '@mahasi/contract/constants/retreat';
import type { ApplyPayload, MemberApplication, MemberApplicationDetail, PublicCourse, PublicCourseSummary } from '@mahasi/contract/retreat';
import { memberApi, unwrap } from '../../lib/api/client';
import { fileNameOf, saveFile } from '../../lib/saveFile';

/**
 * The retreats' calls (contract constants/retreat.ts): the upcoming courses and one course for
 * everyone, the signed-in member's applications, their four actions and their letters.
 */
export const retreatKeys = {
  all: ['retreats'] as const,
  courses: () => [...retreatKeys.all, 'courses'] as const,
  course: (id: string) => [...retreatKeys.all, 'course', id] as const,
  mine: () => [...retreatKeys.all, 'mine'] as const,
};

/** A course id as the address gives it: a positive whole number, else 0 (which no course has). */
export const courseIdParam = (id: string | undefined): number => (/^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : 0);

export const courseListOptions = () =>
  queryOptions({
    queryKey: retreatKeys.courses(),
    queryFn: async ({ signal }) => unwrap(await memberApi.get<PublicCourseSummary[]>(retreatPublicPaths.courses, { signal })),
  });

export const courseDetailOptions = (id: string) =>
  queryOptions({
    queryKey: retreatKeys.course(id),
    queryFn: async ({ signal }) => unwrap(await memberApi.get<PublicCourse>(retreatPublicPaths.course(courseIdParam(id)), { signal })),
  });

/** The member's own applications: always asked afresh (a place may have been offered meanwhile). */
export const myApplicationsOptions = () =>
  queryOptions({
    queryKey: retreatKeys.mine(),
    queryFn: async ({ signal }) => unwrap(await memberApi.get<MemberApplication[]>(retreatMemberPaths.mine, { signal })),
    staleTime: 0,
  });

const actionPaths: Record<RetreatMemberAction, (id: number) => string> = {
  cancel: retreatMemberPaths.cancel,
  reconfirm: retreatMemberPaths.reconfirm,
  'accept-offer': retreatMemberPaths.acceptOffer,
  'decline-offer': retreatMemberPaths.declineOffer,
};

export const retreatApi = {
  /** 422 carries the field errors; 0040-0044 are the business refusals (contract RetreatRespCode). */
  async apply(courseId: number, payload: ApplyPayload): Promise<MemberApplicationDetail> {
    return unwrap(await memberApi.post<MemberApplicationDetail>(retreatMemberPaths.apply(courseId), payload));
  },
  async act(action: RetreatMemberAction, application: Pick<MemberApplication, 'id' | 'version'>): Promise<MemberApplicationDetail> {
    return unwrap(await memberApi.post<MemberApplicationDetail>(actionPaths[action](application.id), { version: application.version }));
  },
  /** The letter as a PDF the browser saves (fetched with the session's token; 0045 when it is not to be had). */
  async downloadLetter(id: number, letter: RetreatLetter): Promise<void> {
    const response = await memberApi.file(retreatMemberPaths.letter(id, letter));
    saveFile(await response.blob(), fileNameOf(response, `${letter}-letter-${id}.pdf`));
  },
};
