import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import { applicants, attachments, notices, popups, resources, subscriptionRounds } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { seoulToday, formatDate } from '@portal/shared-types/common/dates';
import { WON } from '@portal/shared-types/draw/winning-state';
import { demoPdf, demoText } from './demo-files';
import { newReceiptNumber } from '../applicants/applicants-repository';
import { freezeList } from '../draw/draw-repository';
import { QUICKNET } from '@portal/shared-types/draw/draw-plan';

const DAY = 24 * 60 * 60 * 1000;

const noticeSeeds: { title: string; body: string; topFixed?: boolean; daysAgo: number }[] = [
  {
    title: '[필독] 청년·신혼부부 임대주택 입주자 모집 공고',
    body: '입주자 모집 일정과 자격, 제출 서류를 반드시 확인해 주세요.',
    topFixed: true,
    daysAgo: 1,
  },
  {
    title: '[필독] 청약 신청 전 본인인증 안내',
    // what /apply and /inquiry do: both open only after the same phone verification
    body: '청약 신청과 조회는 휴대폰 본인인증을 마친 뒤 이용할 수 있습니다. 청약 조회 화면에는 인증한 분의 이름과 연락처가 자동으로 입력되며, 본인의 신청 내역만 조회됩니다.',
    topFixed: true,
    daysAgo: 20,
  },
  {
    title: '모델하우스 관람 예약 안내',
    body: '모델하우스는 사전 예약제로 운영합니다. 평일 10시부터 17시까지 관람할 수 있습니다.',
    daysAgo: 2,
  },
  {
    title: '소득 기준표 개정 안내',
    body: '도시근로자 가구당 월평균 소득 기준이 개정되어 안내드립니다.',
    daysAgo: 5,
  },
  {
    title: '특별공급 신청 자격 문의 답변 모음',
    body: '자주 묻는 특별공급 자격 문의에 대한 답변을 모았습니다.',
    daysAgo: 8,
  },
  {
    title: '추석 연휴 상담 휴무 안내',
    body: '추석 연휴 기간에는 전화 상담을 운영하지 않습니다.',
    daysAgo: 12,
  },
  {
    title: '주차장 이용 안내 (기계식 77대)',
    body: '기계식 주차 설비의 이용 방법과 유의 사항을 안내드립니다.',
    daysAgo: 15,
  },
  {
    title: '커뮤니티 시설(코인세탁실, 북카페) 운영 시간',
    body: '코인세탁실과 북카페의 운영 시간을 안내드립니다.',
    daysAgo: 18,
  },
  {
    title: '계약 체결 시 지참 서류 안내',
    body: '당첨자 계약 체결 시 지참해야 할 서류 목록입니다.',
    daysAgo: 24,
  },
  {
    title: '임대보증금 전환 신청 안내',
    body: '임대보증금과 월 임대료의 상호 전환 신청 방법을 안내드립니다.',
    daysAgo: 30,
  },
  {
    title: '입주 전 사전 점검 일정 안내',
    body: '입주 예정자 사전 점검 일정과 신청 방법을 안내드립니다.',
    daysAgo: 36,
  },
  {
    title: '청약 접수 시스템 점검 안내',
    body: '안정적인 서비스를 위해 청약 접수 시스템을 점검합니다.',
    daysAgo: 42,
  },
  {
    title: '개인정보 처리방침 변경 안내',
    body: '개인정보 처리방침이 일부 변경되어 안내드립니다.',
    daysAgo: 50,
  },
];

const resourceSeeds: { title: string; body: string; files: { name: string; kind: 'pdf' | 'txt' }[] }[] = [
  {
    title: '입주자 모집 공고문',
    body: '입주자 모집 공고문 전문입니다.',
    files: [{ name: '입주자모집공고문.pdf', kind: 'pdf' }],
  },
  {
    title: '청약 신청서 양식',
    body: '청약 신청서와 서약서 양식입니다.',
    files: [
      { name: '청약신청서.pdf', kind: 'pdf' },
      { name: '서약서.pdf', kind: 'pdf' },
    ],
  },
  {
    title: '개인정보 수집·이용 동의서',
    body: '개인정보 수집·이용 동의서 양식입니다.',
    files: [{ name: '개인정보동의서.pdf', kind: 'pdf' }],
  },
  {
    title: '소득·자산 확인 안내서',
    body: '소득과 자산 확인 방법을 정리한 안내서입니다.',
    files: [{ name: '소득자산확인안내.txt', kind: 'txt' }],
  },
  {
    title: '세대 평면도 모음',
    body: '15 TYPE과 30 TYPE 평면도입니다.',
    files: [
      { name: '평면도_15TYPE.pdf', kind: 'pdf' },
      { name: '평면도_30TYPE.pdf', kind: 'pdf' },
    ],
  },
  {
    title: '입주 안내서',
    body: '입주 절차와 생활 안내를 담은 안내서입니다.',
    files: [{ name: '입주안내서.txt', kind: 'txt' }],
  },
];

/** Fills an empty database with demo content; a database that has any notice is left alone. */
export async function seedDemoContent(db: Db, store: FileStore, now: Date): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(notices);
  if ((existing?.value ?? 0) > 0) return false;

  for (const seed of [...noticeSeeds].reverse()) {
    const createdAt = new Date(now.getTime() - seed.daysAgo * DAY);
    await db.insert(notices).values({
      title: seed.title,
      content: `<p>${seed.body}</p>`,
      topFixed: seed.topFixed ?? false,
      createdAt,
      updatedAt: createdAt,
    });
  }

  for (const [index, seed] of resourceSeeds.entries()) {
    const createdAt = new Date(now.getTime() - (resourceSeeds.length - index) * 3 * DAY);
    const [row] = await db
      .insert(resources)
      .values({ title: seed.title, content: `<p>${seed.body}</p>`, createdAt, updatedAt: createdAt })
      .returning({ id: resources.id });
    for (const file of seed.files) {
      const bytes =
        file.kind === 'pdf' ? demoPdf(`Demo document: ${seed.title.length} pages`) : demoText(seed.body);
      const storedName = await store.put(bytes, file.kind);
      await db.insert(attachments).values({
        resourceId: row!.id,
        originalName: file.name,
        storedName,
        size: bytes.length,
        mimeType: file.kind === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8',
      });
    }
  }

  const [pastRound] = await db
    .insert(subscriptionRounds)
    .values({
      title: '2026년 상반기 입주자 모집',
      description: '<p>상반기 입주자 모집은 마감되었습니다.</p>',
      supplyTypes: ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30'],
      startTs: new Date(now.getTime() - 60 * DAY),
      endTs: new Date(now.getTime() - 45 * DAY),
      closed: true,
    })
    .returning({ id: subscriptionRounds.id });
  await db.insert(applicants).values([
    {
      roundId: pastRound!.id,
      name: '김민지',
      phoneNumber: '01012345678',
      supplyType: 'GENERAL-15',
      consent: true,
      winningState: WON,
      receiptNumber: newReceiptNumber(pastRound!.id, new Date(now.getTime() - 50 * DAY)),
    },
    {
      roundId: pastRound!.id,
      name: '이준호',
      phoneNumber: '01023456789',
      supplyType: 'GENERAL-30',
      consent: true,
      winningState: '예비 1',
      receiptNumber: newReceiptNumber(pastRound!.id, new Date(now.getTime() - 50 * DAY)),
    },
  ]);
  // it was closed a day after its end: its list froze then, so its draw page shows the digest and 경쟁률
  await transaction(db, (tx) => freezeList(tx, pastRound!.id, new Date(now.getTime() - 44 * DAY), QUICKNET));
  await db.insert(subscriptionRounds).values({
    title: '2026년 하반기 입주자 모집',
    description: '<p>하반기 입주자 모집 청약을 접수합니다.</p>',
    supplyTypes: ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30'],
    startTs: new Date(now.getTime() - 3 * DAY),
    endTs: new Date(now.getTime() + 14 * DAY),
    closed: false,
  });

  const today = seoulToday(now);
  const inAMonth = formatDate(new Date(now.getTime() + 30 * DAY));
  await db.insert(popups).values([
    {
      title: '하반기 입주자 모집 청약 접수 중',
      content: '<p>하반기 입주자 모집 청약을 접수하고 있습니다. 자세한 내용은 공지사항을 확인해 주세요.</p>',
      startDate: today,
      endDate: inAMonth,
      linkUrl: '/notice',
    },
    {
      title: '모델하우스 관람 예약 안내',
      content: '<p>모델하우스는 사전 예약제로 운영합니다.</p>',
      startDate: today,
      endDate: inAMonth,
    },
  ]);
  return true;
}
