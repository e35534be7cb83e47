import type { EditorialContent } from './EditorialContent';

export const cultivateContent: EditorialContent = {
  eyebrow: 'TALENT',
  title: '人才培养',
  lead: '从第一次拿起数位笔，到独立完成一件展览级作品，我们为不同阶段的创作者设计了清晰的成长路径，并与高校、机构和企业共同培养数字艺术人才。',
  palette: 'jade',
  figures: [
    { value: '260+', label: '精品视频课程' },
    { value: '4.6万', label: '累计学员' },
    { value: '80', label: '合作院校与培训机构' },
  ],
  chapters: [
    {
      title: '分阶段的课程体系',
      paragraphs: [
        '入门阶段学习数字绘画、三维建模与影像剪辑的基础；进阶阶段深入生成艺术、交互设计与虚拟现实创作；高阶阶段以真实项目为导向，完成从创意到展出的全流程实践。',
        '每门课程都配有课后作业与导师点评，学习成果可以直接投递到作品征集活动中。',
      ],
      palette: 'jade',
      caption: '数字绘画入门课程的课堂作品',
    },
    {
      title: '认证与就业通道',
      paragraphs: [
        '完成学习并通过认证的学员，将获得平台颁发的能力证书，并进入合作企业与文化机构的人才库，优先获得项目实践与就业推荐机会。',
      ],
      palette: 'ocean',
      caption: '学员认证证书颁发仪式',
    },
    {
      title: '校企合作与导师计划',
      paragraphs: [
        '与高校共建实践基地与联合课程，邀请一线艺术家与行业专家担任导师，以“一对一”或小组形式指导学员的毕业创作与参赛作品。',
      ],
      palette: 'dusk',
      caption: '导师与学员的作品评图会',
    },
  ],
  casesTitle: '培养项目',
  cases: [
    {
      title: '青年数字艺术家扶持计划',
      place: '每年遴选 50 名青年创作者',
      text: '提供创作资助、导师指导与展出机会。',
      palette: 'aurora',
    },
    {
      title: '乡村美育数字课堂',
      place: '覆盖 48 个结对村镇的中小学',
      text: '为乡村孩子开设数字绘画与影像启蒙课。',
      palette: 'jade',
    },
    {
      title: '企业数字创意研修班',
      place: '面向文旅与品牌行业从业者',
      text: '以案例教学帮助从业者掌握数字艺术策划与执行。',
      palette: 'ember',
    },
  ],
};
