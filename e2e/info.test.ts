import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { INCOME_TABLE } from '@portal/shared-types/rounds/eligibility';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { supplyTypeAreaLabel, supplyTypeEligibility } from '@portal/shared-types/supply/supply-type-labels';
import { axeViolations, newPage, saveScreenshot, viewports } from './support/browser';
import { focusStaysIn } from './support/dialogs';
import { type RunningSite } from './support/site';
import { useSiteAndBrowser } from './support/suite';

const won = (amount: number) => amount.toLocaleString('ko-KR');

/** Every figure and text each information page must show (spec 2.3 to 2.5 and 9). */
const expectedTexts: Record<string, readonly string[]> = {
  [paths.home()]: [
    '쇼핑·생활 편의 인프라',
    '두 대학교 통학 편의',
    '지하철 2호선 역에서 도보 1분, 강남권까지 약 20분',
    '냉장고, 에어컨, 세탁기, 전열교환기, 전자레인지, 쿡탑(인덕션)',
    'Contact Us',
    siteConfig.contactHours,
  ],
  [paths.introduction()]: [
    '지하 2층, 지상 20층, 1개 동',
    '815.2㎡',
    '8,239.52㎡',
    '총 201세대 (민간임대 170세대: 특별공급 34세대, 일반공급 136세대)',
    '기계식 주차 77대',
  ],
  [paths.environment()]: [
    '15 TYPE',
    '25.01㎡',
    '일반공급 82세대, 특별공급 34세대',
    '30 TYPE',
    '50.02㎡',
    '일반공급 54세대',
    '붙박이장',
    '빌트인 냉장고',
    '세탁기',
    '에어컨',
    '인덕션',
    '분리형 샤워부스',
    '전열교환기',
    '전자레인지',
    '전 세대 임대보증금 보증보험 가입',
    '연출된 일러스트로 실제와 다를 수 있으며, 평면도는 세대에 따라 좌우',
  ],
  [paths.community()]: [
    '코인세탁실',
    '북카페',
    '클릭하면 코인세탁실 사진 3장을',
    '클릭하면 북카페 사진 5장을',
  ],
  [paths.requirement()]: [
    '입주자 모집공고일',
    '청년 계층 (15 TYPE, 25.01㎡)',
    '15 TYPE (25.01㎡) 청년 특별공급',
    '만 19세 이상 만 39세 이하',
    '차량가액 4,563만 원(45,630,000원) 이하',
    '본인 자산 2억 5,400만 원(254,000,000원) 이하',
    '소득 1순위: 도시근로자 가구당 월평균소득 100% 이하',
    '소득 2순위: 도시근로자 가구당 월평균소득 110% 이하',
    '소득 3순위: 도시근로자 가구당 월평균소득 120% 이하',
    '지역 1순위: 사업지가 있는 자치구에 거주하는 사람',
    ...INCOME_TABLE.flatMap((row) => [won(row.percent100), won(row.percent110), won(row.percent120)]),
  ],
  [paths.documents()]: [
    '입주자 모집공고일 이후에 발급된',
    '당첨 후 방문 또는 이메일로 제출',
    '사전점검과 계약이 제한',
  ],
  [paths.guide()]: ['입주 안내'],
  [paths.finance()]: [
    '서울시 청년 임차보증금 이자지원',
    '임차보증금의 최대 90%',
    '연 1.0%부터',
    '중소기업취업청년 전월세보증금대출',
    '임차보증금의 최대 100%',
    '연 1.2%',
    '버팀목 전세자금대출',
    '임차보증금의 70~80%',
    '연 1.0~2.9%',
    siteConfig.financeOfficePhone,
  ],
  [paths.map()]: [siteConfig.address, siteConfig.phone, siteConfig.email, siteConfig.contactHours],
};

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('main h2').first().waitFor();
}

async function assertTextsShown(page: Page, path: string) {
  const main = page.locator('main');
  for (const text of expectedTexts[path] ?? []) {
    assert.ok((await main.getByText(text, { exact: false }).count()) > 0, `${path} shows "${text}"`);
  }
}

/** Presses Tab until the element with this accessible name has focus; proves it is reachable by keyboard. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.textContent ?? ''} ${el.querySelector('img')?.alt ?? ''}` : '';
    });
    if (name.test(label)) return;
  }
  throw new Error(`could not reach ${name} with Tab`);
}

const shownPhoto = (page: Page) => page.getByRole('dialog').locator('img');

describe('the information pages in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  useSiteAndBrowser((started) => ({ site, browser } = started));

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`when every information page is opened at ${viewport.width} px, then it shows all its figures without horizontal scroll`, async () => {
      // A fresh tab per page, as a visitor opening each address: Chromium's renderer crashed now and then
      // between / and /introduction in one tab on the loaded CI machine ("Page crashed", not reproduced alone).
      for (const path of Object.keys(expectedTexts)) {
        const { page, context, consoleErrors } = await newPage(browser, viewport);
        await open(page, `${site.url}${path}`);
        await assertTextsShown(page, path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= viewport.width, `${path} is ${scrollWidth} px wide at ${viewport.width} px`);
        await saveScreenshot(page, `info${path === '/' ? '-home' : path.replaceAll('/', '-')}-${name}`);
        assert.deepEqual(consoleErrors, [], path);
        await context.close();
      }
    });
  }

  test('when home is opened, then its own h1 is in the hero and the phone is a tel: link', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1, name: siteConfig.complexName }).waitFor();
    assert.match(
      (await page.getByRole('img', { name: /^일러스트: 해 질 녘/ }).getAttribute('width')) ?? '',
      /1600/,
    );
    const phone = page.locator('main').getByRole('link', { name: siteConfig.phone });
    assert.equal(await phone.getAttribute('href'), 'tel:020000000');
    assert.equal(await page.locator('main ol > li').count(), 4);
    await context.close();
  });

  test('when the introduction table is read, then each figure has a row header', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}${paths.introduction()}`);
    const table = page.getByRole('table', { name: '사업 개요' });
    for (const header of ['건축 규모', '대지면적', '연면적', '공급 세대', '주차']) {
      await table.getByRole('rowheader', { name: header }).waitFor();
    }
    await context.close();
  });

  test('when the gallery is used by keyboard alone, then it opens, cycles, keeps focus and returns it', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}${paths.environment()}`);
    await page.getByRole('heading', { name: '15 TYPE' }).waitFor();
    await tabTo(page, /15 TYPE 실내 사진 4장/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '15 TYPE 실내 사진' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '닫기');
    assert.equal(
      await shownPhoto(page).getAttribute('alt'),
      '일러스트: 거실 겸 침실, 붙박이장과 큰 창이 있는 원룸',
    );
    await page.keyboard.press('ArrowLeft');
    assert.equal(await shownPhoto(page).getAttribute('alt'), '일러스트: 창가, 창밖으로 보이는 도심과 캠퍼스');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(
      await shownPhoto(page).getAttribute('alt'),
      '일러스트: 주방, 인덕션·전자레인지·빌트인 냉장고',
    );
    await focusStaysIn(page, dialog);
    await dialog.getByRole('button', { name: '이전 사진' }).focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.match(
      await page.evaluate(() => document.activeElement?.textContent ?? ''),
      /15 TYPE 실내 사진 4장/,
    );
    await context.close();
  });

  test('when a gallery is clicked, then 이전 사진 and 다음 사진 cycle through all its photos and 닫기 closes it', async () => {
    const { page, context } = await newPage(browser, viewports.mobile);
    await page.goto(`${site.url}${paths.community()}`);
    await page.getByRole('button', { name: /북카페 사진 5장/ }).click();
    const dialog = page.getByRole('dialog', { name: '북카페 사진' });
    await dialog.getByText('1 / 5').waitFor();
    await saveScreenshot(page, 'info-gallery-mobile');
    for (let i = 0; i < 5; i++) await dialog.getByRole('button', { name: '다음 사진' }).click();
    await dialog.getByText('1 / 5').waitFor();
    await dialog.getByRole('button', { name: '이전 사진' }).click();
    await dialog.getByText('5 / 5').waitFor();
    assert.equal(await shownPhoto(page).getAttribute('alt'), '일러스트: 높은 서가와 사다리, 창가 독서 벤치');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /코인세탁실 사진 3장/ }).click();
    await page.getByRole('dialog', { name: '코인세탁실 사진' }).getByText('1 / 3').waitFor();
    await context.close();
  });

  test('when the eligibility tabs are used, then special is the default and the arrow keys switch to general', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}${paths.requirement()}`);
    const special = page.getByRole('tab', { name: '특별공급' });
    assert.equal(await special.getAttribute('aria-selected'), 'true');
    await page.getByRole('table', { name: /도시근로자 가구당 월평균소득 기준/ }).waitFor();
    await special.focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('tab', { name: '일반공급' }).getAttribute('aria-selected'), 'true');
    const panel = page.getByRole('tabpanel', { name: '일반공급' });
    await panel.getByText('신혼부부 계층 (30 TYPE, 50.02㎡)').waitFor();
    // the same who-may-apply sentence as the self-check's result
    await panel
      .getByText(`${supplyTypeAreaLabel('GENERAL-30')}: ${supplyTypeEligibility('GENERAL-30')}`)
      .waitFor();
    await panel.getByText('혼인 기간 7년(2,555일) 이내', { exact: false }).waitFor();
    await panel.getByText('차량가액 3,803만 원(38,030,000원) 이하', { exact: false }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('when the self-check is filled in, then it answers in the page without any request', async () => {
    const { page, context } = await newPage(browser, viewports.mobile);
    await page.goto(`${site.url}${paths.requirement()}`);
    await page.getByLabel('만 나이').waitFor();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByLabel('만 나이').fill('28');
    await page.getByRole('radio', { name: '예비신혼부부' }).check();
    await page.getByLabel('가구 월평균소득').fill('5000000');
    await page.getByLabel('차량가액').fill('30000000');
    await page.getByLabel('본인 자산 총액').fill('50000000');
    await page.getByLabel('현재 거주지').selectOption({ label: '서울특별시 외 지역' });
    await page.getByRole('button', { name: '자격 확인하기' }).click();
    // the label that starts the eligibility page's 30 TYPE sentence, with the same area
    assert.equal(
      await page.getByRole('listitem').filter({ hasText: '30 TYPE (50.02㎡)' }).textContent(),
      supplyTypeAreaLabel('GENERAL-30'),
    );
    await page.getByText('3순위 (그 밖의 지역)').waitFor();
    await page.getByText('차량가액이 신혼부부 기준(38,030,000원) 이하입니다.').waitFor();
    assert.deepEqual(requests, []);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('when the documents tabs are read, then they list 17 special and 10 general items and the newlywed extras', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}${paths.documents()}`);
    const special = page.getByRole('table', { name: '특별공급 제출서류 (17종)' });
    await special.waitFor();
    assert.equal(await special.locator('tbody tr').count(), 17);
    for (const column of ['서류명', '발급처', '비고'])
      await special.getByRole('columnheader', { name: column }).waitFor();
    await special.getByText('지방세 세목별 과세증명서 (전국분)').waitFor();
    await page.getByRole('tab', { name: '일반공급' }).click();
    const general = page.getByRole('table', { name: '일반공급 제출서류 (10종)' });
    await general.waitFor();
    assert.equal(await general.locator('tbody tr').count(), 10);
    const extras = page.getByRole('table', { name: '신혼부부·예비신혼부부 추가 제출서류' });
    for (const item of ['배우자 신분증 사본', '혼인관계증명서', '예비신혼부부 확인서'])
      await extras.getByText(item).waitFor();
    await context.close();
  });

  test('when the finance links are read, then each opens its public page in a new tab safely', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${site.url}${paths.finance()}`);
    await page
      .getByRole('link', { name: '서울시 청년 임차보증금 이자지원 서울주거포털 안내 (새 창)' })
      .waitFor();
    const links = page.locator('main').getByRole('link', { name: /\(새 창\)$/ });
    assert.equal(await links.count(), 3);
    for (const link of await links.all()) {
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      assert.match(
        (await link.getAttribute('href')) ?? '',
        /^https:\/\/(housing\.seoul\.go\.kr|nhuf\.molit\.go\.kr)\/$/,
      );
    }
    await context.close();
  });

  test('when the map has no client id, then the fallback shows the sketch, address and map links, and no map script loads', async () => {
    const { page, context } = await newPage(browser);
    const mapRequests: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('map.naver.com') && mapRequests.push(request.url()),
    );
    await page.goto(`${site.url}${paths.map()}`);
    await page.getByText('지도를 표시할 수 없어 약도와 주소로 안내해 드립니다.').waitFor();
    await page.getByRole('img', { name: /^일러스트: 단지 위치 약도/ }).waitFor();
    for (const name of ['네이버 지도에서 보기 (새 창)', '카카오맵에서 보기 (새 창)']) {
      const link = page.getByRole('link', { name });
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    }
    await page.getByRole('heading', { level: 2, name: siteConfig.complexName }).waitFor();
    assert.deepEqual(mapRequests, []);
    await context.close();
  });

  test('when the home page loads, then no other information page code is fetched', async () => {
    const { page, context } = await newPage(browser);
    const scripts: string[] = [];
    page.on(
      'response',
      (response) => response.url().includes('/remotes/mf-info/') && scripts.push(response.url()),
    );
    await page.goto(`${site.url}/`);
    await page.getByRole('heading', { level: 1, name: siteConfig.complexName }).waitFor();
    await page.waitForLoadState('networkidle');
    // page chunks are named page-<key> (mf-info/src/pages.ts)
    const chunks = scripts.filter((url) => /\/page-\w+\.[0-9a-f]+\.js$/.test(url));
    assert.deepEqual(
      chunks.map((url) => /page-\w+/.exec(url)?.[0]),
      ['page-home'],
      `only the home chunk: ${chunks.join(', ')}`,
    );
    await context.close();
  });

  for (const path of Object.keys(expectedTexts)) {
    test(`when ${path} is checked by axe, then it finds no violation`, async () => {
      const { page, context } = await newPage(browser);
      await open(page, `${site.url}${path}`);
      await assertTextsShown(page, path);
      assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });
  }
});
