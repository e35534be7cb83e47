import type { EditorialContent } from './EditorialContent';

export const internationalContent: EditorialContent = {
  eyebrow: 'INTERNATIONAL',
  title: '国际合作',
  lead: '艺术没有国界。我们与世界各地的美术馆、艺术节、高校和创作者建立长期合作，让中国数字艺术走向世界，也把全球优秀作品带到中国观众身边。',
  palette: 'ocean',
  figures: [
    { value: '28', label: '合作国家和地区' },
    { value: '65', label: '国际合作机构' },
    { value: '140+', label: '联合展览与交流活动' },
  ],
  chapters: [
    {
      title: '联合策展与巡展',
      paragraphs: [
        '与亚洲、欧洲及“一带一路”沿线国家的美术馆共同策划数字艺术展，以云展览与实体展联动的方式在多地巡回，让不同文化背景的观众在同一主题下相遇。',
        '“亚洲数字艺术展”已连续举办多届，成为区域内具有影响力的数字艺术交流平台。',
      ],
      palette: 'ocean',
      caption: '亚洲数字艺术展海外巡展现场',
    },
    {
      title: '艺术家驻留与交换',
      paragraphs: [
        '设立双向艺术家驻留计划，支持中国青年创作者赴海外机构驻留创作，也邀请国际艺术家来华深入城市与乡村，完成以中国文化为灵感的新作品。',
      ],
      palette: 'dusk',
      caption: '国际驻留艺术家的工作室开放日',
    },
    {
      title: '学术交流与人才培养',
      paragraphs: [
        '与海外高校共建数字艺术联合课程与工作坊，举办国际论坛与创作营，推动创作方法、技术标准与版权规则方面的交流互鉴。',
      ],
      palette: 'aurora',
      caption: '国际数字艺术论坛圆桌讨论',
    },
  ],
  casesTitle: '合作伙伴与项目',
  cases: [
    {
      title: '“共享的地平线”联合展',
      place: '与东南亚多国美术馆联合',
      text: '六国四十位艺术家参展，线上展厅访问量逾 200 万人次。',
      palette: 'ocean',
    },
    {
      title: '“丝路光年”巡展',
      place: '中亚与西亚五座城市',
      text: '以丝路文化为主题的沉浸式数字艺术巡回展。',
      palette: 'ember',
    },
    {
      title: '欧亚青年创作营',
      place: '与欧洲三所艺术院校合办',
      text: '每年夏季举办，至今已培养青年创作者三百余名。',
      palette: 'aurora',
    },
  ],
};
