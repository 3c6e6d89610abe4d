/** The figures of the project info table. */
export const propertyFacts: readonly { label: string; value: string }[] = [
  { label: '건축 규모', value: '지하 2층, 지상 20층, 1개 동' },
  { label: '대지면적', value: '815.2㎡' },
  { label: '연면적', value: '8,239.52㎡' },
  { label: '공급 세대', value: '총 201세대 (민간임대 170세대: 특별공급 34세대, 일반공급 136세대)' },
  { label: '주차', value: '기계식 주차 77대' },
];
