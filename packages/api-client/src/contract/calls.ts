/** How one call of the contract travels: the part every package reads at run time, free of schemas. */
export interface CallDefinition {
  /** HTTP method. */
  readonly method: 'GET' | 'POST';
  /** Path under the API prefix, e.g. `/portal/customer/selectInfo`. */
  readonly path: string;
  /** True when the call answers code 10001 without a valid token. */
  readonly login: boolean;
  /** Where the call's argument goes: the query string or the JSON body; absent when it takes none. */
  readonly input?: 'query' | 'body';
  /**
   * The argument's fields, the properties of its schema: the client sends these and leaves any other property
   * of the object it is given out. Present exactly when `input` is.
   */
  readonly fields?: readonly string[];
  /**
   * True when the call only reads, so that making it twice changes nothing: a proxy may retry it on another
   * instance, and the store keeps it as a cached query. False when it changes something.
   */
  readonly reads: boolean;
  /**
   * True for a call that changes something yet is asked for to show its answer (a new image challenge, the
   * visit count): the store keeps it as a query like a read, while proxies and caches treat it as a write.
   */
  readonly shown?: true;
}

/**
 * Every call of the contract by resource, then by the name of its function. Each call's doc comment is the one
 * editors show on the client's function (`api.<resource>.<function>`); "(login)" marks the calls that need one.
 */
export const resourceCalls = {
  /** Image codes, SMS and e-mail codes, SMS login. */
  auth: {
    /** A new image-code challenge. */
    getImageCode: { method: 'GET', path: '/auth/code/imgCode', login: false, reads: false, shown: true },
    /** Sends a 6-digit SMS code (valid 5 minutes). */
    sendSmsCode: {
      method: 'GET',
      path: '/auth/code/sendLoginCode',
      login: false,
      input: 'query',
      fields: ['phone', 'code', 'codeId'],
      reads: false,
    },
    /** Sends a 6-digit e-mail code (login). */
    sendEmailCode: {
      method: 'POST',
      path: '/portal/email/send',
      login: true,
      input: 'query',
      fields: ['email', 'code', 'codeId'],
      reads: false,
    },
    /** Logs in with an SMS code; a phone without an account is refused (register it instead). */
    loginBySms: {
      method: 'POST',
      path: '/auth/user/phoneSmsLogin',
      login: false,
      input: 'query',
      fields: ['phone', 'code'],
      reads: false,
    },
  },
  /** The customer's account. */
  customer: {
    /** Creates an account and logs it in. */
    register: {
      method: 'POST',
      path: '/portal/customer/register',
      login: false,
      input: 'body',
      fields: ['phone', 'code', 'password'],
      reads: false,
    },
    /**
     * Sets a new password with an SMS code. The account is then logged out everywhere: tokens issued before
     * stop working.
     */
    resetPassword: {
      method: 'POST',
      path: '/portal/customer/resetPassword',
      login: false,
      input: 'body',
      fields: ['phone', 'code', 'password'],
      reads: false,
    },
    /**
     * Changes the password (login). Then the customer is logged out: the token stops working, so forget it and
     * log in again (the portal says "修改成功，请重新登录").
     */
    changePassword: {
      method: 'POST',
      path: '/portal/customer/changePassword',
      login: true,
      input: 'body',
      fields: ['oldPassword', 'newPassword'],
      reads: false,
    },
    /**
     * Binds a new phone (login). Then the customer is logged out: the token stops working, so forget it and log
     * in again with the new phone.
     */
    updatePhone: {
      method: 'POST',
      path: '/portal/customer/updatePhone',
      login: true,
      input: 'body',
      fields: ['phone', 'code'],
      reads: false,
    },
    /**
     * Binds a new e-mail address (login); `oldCode` only when an e-mail already exists. Then the customer is
     * logged out: the token stops working, so forget it and log in again.
     */
    updateEmail: {
      method: 'POST',
      path: '/portal/customer/updateEmail',
      login: true,
      input: 'body',
      fields: ['email', 'code', 'oldCode'],
      reads: false,
    },
    /** The logged-in customer (login). */
    getInfo: { method: 'POST', path: '/portal/customer/selectInfo', login: true, reads: true },
    /** Projects to be verified for. */
    listProjects: { method: 'POST', path: '/portal/project/selectList', login: false, reads: true },
    /** Submits verification info for review (login). */
    updateInfo: {
      method: 'POST',
      path: '/portal/customer/updateInfo',
      login: true,
      input: 'body',
      fields: ['name', 'authProject', 'authOrg', 'studentCode'],
      reads: false,
    },
    /** Logs out (login): the token stops working. */
    logout: { method: 'POST', path: '/portal/customer/logout', login: true, reads: false },
  },
  /** Published artworks, their types and columns. */
  artworks: {
    /** A page of published artworks, optionally filtered. */
    list: {
      method: 'POST',
      path: '/portal/production/selectAuthList',
      login: false,
      input: 'body',
      fields: ['pageNum', 'pageSize', 'productType', 'productInfoType', 'keyword'],
      reads: true,
    },
    /** The kinds of artwork. */
    listTypes: { method: 'POST', path: '/portal/type/productType', login: false, reads: true },
    /** The second classification of artworks. */
    listInfoTypes: { method: 'POST', path: '/portal/type/productInfoType', login: false, reads: true },
    /** A page of columns, each with its first few artworks. */
    listColumns: {
      method: 'POST',
      path: '/portal/productionColumn/selectPageList',
      login: false,
      input: 'body',
      fields: ['pageNum', 'pageSize'],
      reads: true,
    },
    /** One artwork. */
    get: {
      method: 'GET',
      path: '/portal/production/getInfo',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
    /** Other works to see next. */
    listRelated: {
      method: 'GET',
      path: '/portal/production/getAnoList',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
    /**
     * Counts one view of an artwork and returns its count after it: called by the browser once each time a person opens
     * the page, never by a server render (this project's extension of the contract).
     */
    countView: {
      method: 'GET',
      path: '/portal/production/view',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: false,
    },
  },
  /** The halls of the cloud exhibitions. */
  exhibitions: {
    /** A page of halls. */
    listHalls: {
      method: 'POST',
      path: '/portal/cloudExhibitionColumn/selectPageList',
      login: false,
      input: 'body',
      fields: ['pageNum', 'pageSize', 'exhibitionId'],
      reads: true,
    },
    /** One hall with its works. */
    getHall: {
      method: 'GET',
      path: '/portal/cloudExhibitionColumn/getInfo',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
  },
  /** News articles. */
  news: {
    /** A page of articles. */
    list: {
      method: 'POST',
      path: '/portal/resourceInfoColumn/selectPageList',
      login: false,
      input: 'body',
      fields: ['pageNum', 'pageSize', 'keyword'],
      reads: true,
    },
    /** One article. */
    get: {
      method: 'GET',
      path: '/portal/resourceInfoColumn/getInfo',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
    /** The previous and next articles. */
    getNeighbours: {
      method: 'GET',
      path: '/portal/resourceInfo/getAnoConsult',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
    /**
     * Counts one view of an article and returns its count after it: called by the browser once each time a person opens
     * the page, never by a server render (this project's extension of the contract).
     */
    countView: {
      method: 'GET',
      path: '/portal/resourceInfoColumn/view',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: false,
    },
  },
  /** The sitemap's parts: ranges of ids the portal's `/sitemap.xml` lists (this project's extension of the contract). */
  sitemap: {
    /** Every part of the sitemap that lists something. */
    listParts: { method: 'GET', path: '/portal/sitemap/parts', login: false, reads: true },
    /** The public records of one part: one range of ids, read in id order. */
    getPart: {
      method: 'GET',
      path: '/portal/sitemap/part',
      login: false,
      input: 'query',
      fields: ['kind', 'part'],
      reads: true,
    },
  },
  /** The editorial pages (关于我们, 国际合作, 人才培养, the 产业合作 scenarios), as the back office publishes them. */
  pages: {
    /** A page by its fixed name; code 410 once taken down. */
    get: {
      method: 'GET',
      path: '/portal/page/get',
      login: false,
      input: 'query',
      fields: ['slug'],
      reads: true,
    },
  },
  /** Banners and the visit counter. */
  home: {
    /** The home page's banners. */
    listBanners: { method: 'POST', path: '/portal/banner/selectList', login: false, reads: true },
    /** Counts this visit and returns the new total. */
    countVisit: { method: 'GET', path: '/portal/home/visit', login: false, reads: false, shown: true },
  },
  /** Courses, comments, check-in and homework. */
  courses: {
    /** A page of courses. */
    list: {
      method: 'POST',
      path: '/portal/pass/course/selectByPageList',
      login: false,
      input: 'body',
      fields: ['pageNum', 'pageSize', 'keyword'],
      reads: true,
    },
    /** One course (with the customer's progress when logged in). */
    get: {
      method: 'GET',
      path: '/portal/pass/course/selectById',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
    /**
     * Counts one view of a course and returns its count after it: called by the browser once each time a person opens
     * the page, never by a server render (this project's extension of the contract).
     */
    countView: {
      method: 'GET',
      path: '/portal/pass/course/view',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: false,
    },
    /** A page of a course's comments. */
    listComments: {
      method: 'GET',
      path: '/portal/pass/courseComment/list',
      login: false,
      input: 'query',
      fields: ['courseId', 'pageNum', 'pageSize'],
      reads: true,
    },
    /** Comments on a course (login). */
    comment: {
      method: 'POST',
      path: '/portal/courseComment/submit',
      login: true,
      input: 'body',
      fields: ['courseId', 'content'],
      reads: false,
    },
    /** Checks in to a course (login). */
    checkIn: {
      method: 'POST',
      path: '/portal/course/checkIn',
      login: true,
      input: 'query',
      fields: ['courseId'],
      reads: false,
    },
    /** Submits a course's homework (login). */
    submitHomework: {
      method: 'POST',
      path: '/portal/course/submitHomework',
      login: true,
      input: 'body',
      fields: ['courseId', 'content', 'fileUrls'],
      reads: false,
    },
  },
  /** Activities and their entries. */
  activities: {
    /** A page of activities. */
    list: {
      method: 'POST',
      path: '/portal/pass/activity/selectPageList',
      login: false,
      input: 'body',
      fields: ['pageNum', 'pageSize', 'status'],
      reads: true,
    },
    /** One activity (`attended` when logged in). */
    get: {
      method: 'GET',
      path: '/portal/pass/activity/selectById',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
    /** A page of an activity's entries. */
    listEntries: {
      method: 'POST',
      path: '/portal/pass/activityCustomerInfo/selectPageList',
      login: false,
      input: 'body',
      fields: ['pageNum', 'pageSize', 'activityId'],
      reads: true,
    },
    /** One entry. */
    getEntry: {
      method: 'POST',
      path: '/portal/pass/activityCustomerInfo/selectById',
      login: false,
      input: 'query',
      fields: ['id'],
      reads: true,
    },
    /** Submits an entry (login). */
    attend: {
      method: 'POST',
      path: '/portal/activityCustomerInfo/attend',
      login: true,
      input: 'body',
      fields: ['activityId', 'title', 'description', 'fileUrls'],
      reads: false,
    },
  },
  /** The customer's messages. */
  messages: {
    /** A page of the customer's messages (login). */
    list: {
      method: 'POST',
      path: '/portal/customerMessage/myList',
      login: true,
      input: 'body',
      fields: ['pageNum', 'pageSize'],
      reads: true,
    },
  },
  /** One search over every public kind: works, calls, exhibition halls, news and courses (an extension). */
  search: {
    /**
     * A page of search results across kinds (or within one), with the count of each kind: public, a CDN may keep
     * it for a minute (this project's extension of the contract).
     */
    list: {
      method: 'GET',
      path: '/portal/search/list',
      login: false,
      input: 'query',
      fields: ['pageNum', 'pageSize', 'keyword', 'kind', 'sort'],
      reads: true,
    },
    /**
     * Up to 8 completions of what the visitor has typed, from titles, artists, tags and call names (this
     * project's extension of the contract).
     */
    suggest: {
      method: 'GET',
      path: '/portal/search/suggest',
      login: false,
      input: 'query',
      fields: ['keyword'],
      reads: true,
    },
  },
  /** Upload signing and the upload to storage. */
  upload: {
    /** A storage upload policy (login). */
    getSign: { method: 'GET', path: '/resource/upload/generateSign', login: true, reads: true },
  },
} as const satisfies Record<string, Record<string, CallDefinition>>;

/** Name of a call, `<resource>.<function>`. */
export type CallName = {
  [R in keyof typeof resourceCalls]: `${R}.${keyof (typeof resourceCalls)[R] & string}`;
}[keyof typeof resourceCalls];

/** The definition of the call `N`. */
type CallOf<N extends CallName> = N extends `${infer R extends keyof typeof resourceCalls}.${infer F}`
  ? (typeof resourceCalls)[R][F & keyof (typeof resourceCalls)[R]]
  : never;

function flatten(): Record<string, CallDefinition> {
  const table: Record<string, CallDefinition> = {};
  for (const [resource, functions] of Object.entries(resourceCalls)) {
    for (const [name, call] of Object.entries<CallDefinition>(functions)) table[`${resource}.${name}`] = call;
  }
  return table;
}

/**
 * Every call of the contract by its name, `<resource>.<function>` (44): `resourceCalls` flattened. The client's
 * functions, the store's endpoints and the mock handlers are built from these; `routes` adds each call's schemas.
 */
export const calls = /* @__PURE__ */ flatten() as { readonly [N in CallName]: CallOf<N> };
