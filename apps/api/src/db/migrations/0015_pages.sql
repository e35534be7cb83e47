-- 页面: the editorial pages (关于我们, 国际合作, 人才培养, the five 产业合作 scenarios), until now TypeScript modules of
-- the portal. One row per page, named by its fixed slug (the portal's page name); the rows are the organisation's
-- real content, so every deployment gets them here, 已发布 and word for word what the modules said: the pages render
-- the same until an editor changes them. A chapter's 正文 is its paragraphs, one blank line between two.
CREATE TABLE IF NOT EXISTS "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL CONSTRAINT "pages_slug_unique" UNIQUE,
	"title" text NOT NULL,
	"eyebrow" text NOT NULL,
	"lead" text NOT NULL,
	"palette" text NOT NULL,
	"figures" jsonb NOT NULL,
	"chapters" jsonb NOT NULL,
	"cases_title" text NOT NULL,
	"cases" jsonb NOT NULL,
	"state" text DEFAULT 'published' NOT NULL CONSTRAINT "pages_state_check" CHECK ("state" IN ('draft', 'scheduled', 'published', 'withdrawn')),
	"publish_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "pages" ("slug", "title", "eyebrow", "lead", "palette", "figures", "chapters", "cases_title", "cases") VALUES
('aboutUs', '关于我们', 'ABOUT US', '数字艺术门户是一个面向公众、创作者与产业伙伴的数字艺术平台。我们相信，每个人都可以欣赏、参与并创造数字艺术。', 'dusk',
	'[{"value": "2018", "label": "平台创立"}, {"value": "5万+", "label": "收录数字艺术作品"}, {"value": "30万+", "label": "注册创作者与爱好者"}]'::jsonb,
	'[{"title": "我们的使命", "text": "连接艺术与公众，连接创作者与产业。我们以开放的平台汇聚优秀的数字艺术作品，以专业的策展与教育服务培养新一代创作者，以产业合作让艺术的价值在更广阔的场景中实现。", "caption": "平台年度作品精选墙", "palette": "dusk"}, {"title": "我们在做的事", "text": "数字作品展示与征集：为创作者提供展示、参赛与获得认可的舞台；云展览：让观众不受时空限制地走进展厅；教育培训：以视频课程与人才培养计划陪伴创作者成长；产业合作：把数字艺术带进文旅、品牌、城市与乡村。", "caption": "云展览中的虚拟展厅", "palette": "aurora"}, {"title": "我们的团队", "text": "团队由策展人、艺术家、工程师与教育工作者组成，成员来自艺术院校、科技企业与文化机构。我们珍视原创、尊重版权，也愿意倾听每一位用户的声音。\n\n如需合作或有任何建议，欢迎通过页面底部的联系方式与我们取得联系。", "caption": "团队在策展工作坊中讨论方案", "palette": "jade"}]'::jsonb,
	'发展历程',
	'[{"title": "2018 · 平台上线", "place": "首批签约艺术家 120 位", "text": "上线数字作品展示与作品征集两大板块。", "palette": "dusk"}, {"title": "2021 · 云展览开放", "place": "“亚洲数字艺术展”首届举办", "text": "线上展厅与实体展同步开幕，观众覆盖二十余个国家和地区。", "palette": "ocean"}, {"title": "2024 · 产业合作升级", "place": "五大合作场景全面展开", "text": "文化旅游、品牌推广、城市更新、乡村振兴与科技艺术表达。", "palette": "ember"}]'::jsonb),
('international', '国际合作', 'INTERNATIONAL', '艺术没有国界。我们与世界各地的美术馆、艺术节、高校和创作者建立长期合作，让中国数字艺术走向世界，也把全球优秀作品带到中国观众身边。', 'ocean',
	'[{"value": "28", "label": "合作国家和地区"}, {"value": "65", "label": "国际合作机构"}, {"value": "140+", "label": "联合展览与交流活动"}]'::jsonb,
	'[{"title": "联合策展与巡展", "text": "与亚洲、欧洲及“一带一路”沿线国家的美术馆共同策划数字艺术展，以云展览与实体展联动的方式在多地巡回，让不同文化背景的观众在同一主题下相遇。\n\n“亚洲数字艺术展”已连续举办多届，成为区域内具有影响力的数字艺术交流平台。", "caption": "亚洲数字艺术展海外巡展现场", "palette": "ocean"}, {"title": "艺术家驻留与交换", "text": "设立双向艺术家驻留计划，支持中国青年创作者赴海外机构驻留创作，也邀请国际艺术家来华深入城市与乡村，完成以中国文化为灵感的新作品。", "caption": "国际驻留艺术家的工作室开放日", "palette": "dusk"}, {"title": "学术交流与人才培养", "text": "与海外高校共建数字艺术联合课程与工作坊，举办国际论坛与创作营，推动创作方法、技术标准与版权规则方面的交流互鉴。", "caption": "国际数字艺术论坛圆桌讨论", "palette": "aurora"}]'::jsonb,
	'合作伙伴与项目',
	'[{"title": "“共享的地平线”联合展", "place": "与东南亚多国美术馆联合", "text": "六国四十位艺术家参展，线上展厅访问量逾 200 万人次。", "palette": "ocean"}, {"title": "“丝路光年”巡展", "place": "中亚与西亚五座城市", "text": "以丝路文化为主题的沉浸式数字艺术巡回展。", "palette": "ember"}, {"title": "欧亚青年创作营", "place": "与欧洲三所艺术院校合办", "text": "每年夏季举办，至今已培养青年创作者三百余名。", "palette": "aurora"}]'::jsonb),
('cultivate', '人才培养', 'TALENT', '从第一次拿起数位笔，到独立完成一件展览级作品，我们为不同阶段的创作者设计了清晰的成长路径，并与高校、机构和企业共同培养数字艺术人才。', 'jade',
	'[{"value": "260+", "label": "精品视频课程"}, {"value": "4.6万", "label": "累计学员"}, {"value": "80", "label": "合作院校与培训机构"}]'::jsonb,
	'[{"title": "分阶段的课程体系", "text": "入门阶段学习数字绘画、三维建模与影像剪辑的基础；进阶阶段深入生成艺术、交互设计与虚拟现实创作；高阶阶段以真实项目为导向，完成从创意到展出的全流程实践。\n\n每门课程都配有课后作业与导师点评，学习成果可以直接投递到作品征集活动中。", "caption": "数字绘画入门课程的课堂作品", "palette": "jade"}, {"title": "认证与就业通道", "text": "完成学习并通过认证的学员，将获得平台颁发的能力证书，并进入合作企业与文化机构的人才库，优先获得项目实践与就业推荐机会。", "caption": "学员认证证书颁发仪式", "palette": "ocean"}, {"title": "校企合作与导师计划", "text": "与高校共建实践基地与联合课程，邀请一线艺术家与行业专家担任导师，以“一对一”或小组形式指导学员的毕业创作与参赛作品。", "caption": "导师与学员的作品评图会", "palette": "dusk"}]'::jsonb,
	'培养项目',
	'[{"title": "青年数字艺术家扶持计划", "place": "每年遴选 50 名青年创作者", "text": "提供创作资助、导师指导与展出机会。", "palette": "aurora"}, {"title": "乡村美育数字课堂", "place": "覆盖 48 个结对村镇的中小学", "text": "为乡村孩子开设数字绘画与影像启蒙课。", "palette": "jade"}, {"title": "企业数字创意研修班", "place": "面向文旅与品牌行业从业者", "text": "以案例教学帮助从业者掌握数字艺术策划与执行。", "palette": "ember"}]'::jsonb),
('cooperationTourism', '文化旅游', '产业合作 · 场景一', '让千年文脉在光影中苏醒。我们以数字艺术重新讲述景区、博物馆与古街的故事，把一次观光变成一段可以沉浸、可以参与、可以带走的文化体验。', 'ember',
	'[{"value": "36", "label": "合作景区与文博场馆"}, {"value": "1200万+", "label": "沉浸式体验累计观众"}, {"value": "4.8", "label": "游客平均满意度（5 分制）"}]'::jsonb,
	'[{"title": "夜游经济的光影引擎", "text": "从古城墙的投影秀到水岸的互动灯光装置，我们为夜间文旅提供从策划、内容创作到设备集成的一体化方案。作品依据场地的历史与肌理量身创作，避免千篇一律的“灯光堆砌”。\n\n每一个夜游项目都配有内容更新计划，节庆与季节主题可以按需替换，让游客“常来常新”。", "caption": "古城夜游光影装置概念图", "palette": "ember"}, {"title": "博物馆里的数字展陈", "text": "以高精度数字化采集为基础，把难以展出的珍贵文物转化为可交互的数字藏品与沉浸式展厅，观众可以放大纹样细节、聆听器物背后的故事。\n\n我们与策展团队共同确定学术口径，保证数字内容既生动又严谨。", "caption": "文物纹样数字化再创作", "palette": "dusk"}, {"title": "文创与研学的延伸", "text": "围绕景区 IP 开发数字文创、研学课程与线上云游，把一次到访延伸为长期的文化连接，为目的地带来持续的二次消费。", "caption": "研学课程中的数字绘画工作坊", "palette": "jade"}]'::jsonb,
	'合作案例',
	'[{"title": "“长河入梦”古镇夜游", "place": "江南某历史文化名镇", "text": "三公里水岸光影叙事，开放首季夜间客流同比增长 62%。", "palette": "ocean"}, {"title": "“纹藏”青铜器数字展", "place": "中部某省级博物馆", "text": "六十件馆藏青铜器的高精度数字再现，配套互动拓印体验。", "palette": "ember"}, {"title": "“山海云游”线上展馆", "place": "西南某国家级风景区", "text": "全景漫游与虚拟讲解结合，上线半年访问量突破 300 万人次。", "palette": "jade"}]'::jsonb),
('cooperationBrand', '品牌推广', '产业合作 · 场景二', '当品牌遇见艺术家，传播便有了温度与记忆点。我们连接数千位数字艺术创作者，为品牌打造有审美、有话题、可持续运营的艺术内容。', 'dusk',
	'[{"value": "3000+", "label": "签约与合作艺术家"}, {"value": "180", "label": "已服务品牌项目"}, {"value": "10亿+", "label": "联名内容累计曝光"}]'::jsonb,
	'[{"title": "艺术家联名共创", "text": "依据品牌调性在艺术家库中精准匹配创作者，从视觉提案、共创打磨到版权授权全程陪伴，让联名作品既保有艺术家的个人语言，也准确传达品牌价值。", "caption": "品牌联名数字插画系列", "palette": "dusk"}, {"title": "快闪展与沉浸空间", "text": "在商业综合体、旗舰店与发布会现场搭建数字艺术快闪展，以互动装置带动到店与社交分享，让空间本身成为传播的媒介。\n\n我们提供从内容到搭建、运营、数据复盘的完整服务。", "caption": "商场中庭沉浸式快闪空间", "palette": "aurora"}, {"title": "数字藏品与会员权益", "text": "以合规的数字藏品和会员专属艺术内容增强用户黏性，让艺术成为品牌与消费者之间长期对话的纽带。", "caption": "会员专属限量数字艺术卡", "palette": "ocean"}]'::jsonb,
	'合作案例',
	'[{"title": "“城市之声”联名礼盒", "place": "某国产茶饮品牌", "text": "十二位青年艺术家绘制城市印象，礼盒上市首周售罄。", "palette": "ember"}, {"title": "“未来出行”沉浸快闪", "place": "某新能源汽车品牌", "text": "生成式艺术与车辆发布结合，现场互动参与超 8 万人次。", "palette": "aurora"}, {"title": "“四季花信”会员计划", "place": "某美妆集团", "text": "按节气更新的数字艺术权益，会员复购率提升 18%。", "palette": "dusk"}]'::jsonb),
('cooperationCity', '城市更新', '产业合作 · 场景三', '老厂房、旧街区与城市公共空间，是承载集体记忆的容器。我们用数字艺术为城市更新注入新的叙事，让更新后的空间既有烟火气，也有未来感。', 'ocean',
	'[{"value": "24", "label": "参与的城市更新项目"}, {"value": "56万㎡", "label": "数字艺术覆盖的公共空间"}, {"value": "90+", "label": "落地的公共艺术作品"}]'::jsonb,
	'[{"title": "工业遗存的再生", "text": "把废弃的厂房、仓库与码头改造为数字艺术中心与创意园区，在保留工业肌理的同时引入投影、声音与互动装置，让历史与当代在同一空间对话。", "caption": "老厂房改造后的数字艺术中心", "palette": "ink"}, {"title": "街区的公共艺术", "text": "为街巷、广场和地铁站设计可长期运营的数字公共艺术，作品内容可依据节庆、展览与社区活动更新，成为街区的文化名片。\n\n我们邀请社区居民参与共创，让公共艺术真正属于在这里生活的人。", "caption": "地铁换乘通道中的光影长廊", "palette": "ocean"}, {"title": "城市级数字展演", "text": "以楼体灯光、大型户外屏与城市地标为画布，策划城市级数字艺术节，带动夜间消费与城市形象传播。", "caption": "滨江楼体灯光艺术节", "palette": "aurora"}]'::jsonb,
	'合作案例',
	'[{"title": "“织机回响”纺织厂更新", "place": "华东某老工业城市", "text": "百年纺织厂改造为数字艺术园区，年接待访客 120 万人次。", "palette": "ink"}, {"title": "“光之巷”街区计划", "place": "华南某历史街区", "text": "二十处数字壁画与互动灯光，带动街区商户营业额增长三成。", "palette": "ember"}, {"title": "“江城光影节”", "place": "长江沿岸某省会城市", "text": "六公里江岸楼体联动演出，单夜最高观众逾 40 万人。", "palette": "ocean"}]'::jsonb),
('cooperationVillage', '乡村振兴', '产业合作 · 场景四', '每一座村庄都有自己的山水、手艺与节令。我们把数字艺术带进乡村，帮助村庄讲好自己的故事，也把乡土之美带给更远的人。', 'jade',
	'[{"value": "48", "label": "结对帮扶的村镇"}, {"value": "620+", "label": "参与培训的乡村创作者"}, {"value": "2300万", "label": "带动的文创与农文旅收入（元）"}]'::jsonb,
	'[{"title": "非遗手艺的数字新生", "text": "为蜡染、竹编、剪纸等乡村非遗建立数字档案，并与艺术家合作开发数字纹样库，让传统图案进入设计、服饰与文创产品。\n\n每一次授权使用，都有收益回流到手艺人与村集体。", "caption": "蜡染纹样的数字化再设计", "palette": "jade"}, {"title": "艺术驻村与乡村美育", "text": "组织艺术家驻村创作，在田间、祠堂与学校中完成数字艺术作品，同时为乡村孩子开设数字绘画与影像课程，播下美育的种子。", "caption": "驻村艺术家与孩子们的影像课", "palette": "ocean"}, {"title": "农文旅融合", "text": "以数字艺术装置点亮稻田、茶山与古村落，结合节庆活动与线上推广，把“看风景”升级为“过节日、住民宿、带好物”的完整体验。", "caption": "稻田里的夜间灯光艺术", "palette": "ember"}]'::jsonb,
	'合作案例',
	'[{"title": "“蓝靛之诗”非遗纹样库", "place": "西南某苗族村寨", "text": "收录四百余种传统纹样，授权开发文创产品六十余款。", "palette": "ocean"}, {"title": "“稻田星河”艺术季", "place": "东北某粮食主产村", "text": "稻田灯光装置与丰收节联动，带动民宿入住率翻番。", "palette": "jade"}, {"title": "“茶山画卷”驻村计划", "place": "东南某茶乡", "text": "十位艺术家驻村三个月，作品巡展至五座城市。", "palette": "dusk"}]'::jsonb),
('cooperationScience', '科技艺术表达', '产业合作 · 场景五', '算法、传感与人工智能正在成为新的画笔。我们与科研机构和科技企业携手，用艺术的方式诠释前沿科技，让复杂的知识变得可感、可亲、可对话。', 'aurora',
	'[{"value": "15", "label": "合作高校与科研院所"}, {"value": "70+", "label": "科技艺术原创作品"}, {"value": "9", "label": "国际科技艺术奖项"}]'::jsonb,
	'[{"title": "科研成果的艺术转译", "text": "把天文观测、基因序列、气候数据等科研数据转化为可视化艺术作品，在科技馆、发布会与学术会议中呈现，让公众直观感受科学之美。", "caption": "由星系巡天数据生成的光影作品", "palette": "aurora"}, {"title": "人工智能与共创", "text": "探索人工智能与艺术家协作的新方式：艺术家训练风格模型，观众以语音、手势参与生成，每一件作品都是人与机器共同完成的对话。\n\n我们重视数据来源与版权合规，所有训练素材均经授权。", "caption": "观众参与生成的互动影像", "palette": "dusk"}, {"title": "交互装置与新媒体剧场", "text": "结合动作捕捉、空间声场与机械装置，打造可巡演的新媒体剧场与交互装置，为科技企业的展厅和品牌活动提供独特的表达方式。", "caption": "机械臂与光束共舞的新媒体剧场", "palette": "ocean"}]'::jsonb,
	'合作案例',
	'[{"title": "“深空回声”天文艺术展", "place": "某国家天文台联合策划", "text": "以射电望远镜数据生成声音与影像，巡展观众超 50 万人次。", "palette": "aurora"}, {"title": "“生命之码”基因艺术", "place": "某生命科学研究所", "text": "将基因序列转译为可聆听的旋律与可触摸的光纹。", "palette": "jade"}, {"title": "“算法花园”互动装置", "place": "某科技企业展厅", "text": "访客的脚步与声音实时生成花园形态，成为展厅的常设作品。", "palette": "dusk"}]'::jsonb)
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
-- Each page's first version, so that 历史版本 shows what an edit changed and 恢复此版本 brings these words back.
INSERT INTO "content_versions" ("kind", "record_id", "version", "state", "fields", "login_name")
SELECT 'pages', "id", 1, 'published', jsonb_build_object('title', "title", 'eyebrow', "eyebrow", 'lead', "lead",
	'palette', "palette", 'figures', "figures", 'chapters', "chapters", 'casesTitle', "cases_title", 'cases', "cases"), '系统'
FROM "pages" WHERE "version" = 1
ON CONFLICT DO NOTHING;
