import type { EditorialContent } from './EditorialContent';

export const aboutContent: EditorialContent = {
  eyebrow: 'ABOUT US',
  title: '关于我们',
  lead: '数字艺术门户是一个面向公众、创作者与产业伙伴的数字艺术平台。我们相信，每个人都可以欣赏、参与并创造数字艺术。',
  palette: 'dusk',
  figures: [
    { value: '2018', label: '平台创立' },
    { value: '5万+', label: '收录数字艺术作品' },
    { value: '30万+', label: '注册创作者与爱好者' },
  ],
  chapters: [
    {
      title: '我们的使命',
      paragraphs: [
        '连接艺术与公众，连接创作者与产业。我们以开放的平台汇聚优秀的数字艺术作品，以专业的策展与教育服务培养新一代创作者，以产业合作让艺术的价值在更广阔的场景中实现。',
      ],
      palette: 'dusk',
      caption: '平台年度作品精选墙',
    },
    {
      title: '我们在做的事',
      paragraphs: [
        '数字作品展示与征集：为创作者提供展示、参赛与获得认可的舞台；云展览：让观众不受时空限制地走进展厅；教育培训：以视频课程与人才培养计划陪伴创作者成长；产业合作：把数字艺术带进文旅、品牌、城市与乡村。',
      ],
      palette: 'aurora',
      caption: '云展览中的虚拟展厅',
    },
    {
      title: '我们的团队',
      paragraphs: [
        '团队由策展人、艺术家、工程师与教育工作者组成，成员来自艺术院校、科技企业与文化机构。我们珍视原创、尊重版权，也愿意倾听每一位用户的声音。',
        '如需合作或有任何建议，欢迎通过页面底部的联系方式与我们取得联系。',
      ],
      palette: 'jade',
      caption: '团队在策展工作坊中讨论方案',
    },
  ],
  casesTitle: '发展历程',
  cases: [
    {
      title: '2018 · 平台上线',
      place: '首批签约艺术家 120 位',
      text: '上线数字作品展示与作品征集两大板块。',
      palette: 'dusk',
    },
    {
      title: '2021 · 云展览开放',
      place: '“亚洲数字艺术展”首届举办',
      text: '线上展厅与实体展同步开幕，观众覆盖二十余个国家和地区。',
      palette: 'ocean',
    },
    {
      title: '2024 · 产业合作升级',
      place: '五大合作场景全面展开',
      text: '文化旅游、品牌推广、城市更新、乡村振兴与科技艺术表达。',
      palette: 'ember',
    },
  ],
};
