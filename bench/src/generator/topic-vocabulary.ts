/**
 * Topic vocabularies for generated posts: each planted group talks about one topic in both
 * languages, so keywords and text placement have a real signal to find. Groups beyond the 12
 * topics reuse a topic but get their own hashtags (see generate-posts.ts).
 */
export interface Topic {
  en: string[];
  ja: string[];
  tag: string;
}

export const TOPICS: readonly Topic[] = [
  {
    tag: 'food',
    en: ['ramen', 'sushi', 'curry', 'recipe', 'noodles', 'dumplings', 'bakery', 'restaurant', 'chef', 'menu', 'dessert', 'soup', 'kitchen', 'flavor', 'lunch', 'breakfast', 'vegetables', 'spice', 'sauce', 'tea'],
    ja: ['ラーメン', '寿司', 'カレー', '料理', '餃子', 'レシピ', '食堂', '弁当', '焼肉', '居酒屋', '和食', '出汁', '醤油', '天ぷら', '蕎麦', '定食', '野菜', '果物', 'ケーキ', '抹茶'],
  },
  {
    tag: 'baseball',
    en: ['baseball', 'pitcher', 'inning', 'homerun', 'stadium', 'batter', 'league', 'season', 'coach', 'playoffs', 'catcher', 'strikeout', 'bullpen', 'ballpark', 'draft', 'roster', 'umpire', 'scoreboard', 'fans', 'trade'],
    ja: ['野球', '投手', '打者', '本塁打', '球場', '監督', '優勝', '試合', '甲子園', '捕手', '三振', '打率', '球団', '開幕', '選手', '応援', '延長', '先発', '継投', '守備'],
  },
  {
    tag: 'election',
    en: ['election', 'candidate', 'ballot', 'parliament', 'policy', 'campaign', 'voters', 'senate', 'debate', 'minister', 'governor', 'polls', 'coalition', 'referendum', 'budget', 'reform', 'opposition', 'constituency', 'manifesto', 'turnout'],
    ja: ['選挙', '候補者', '投票', '国会', '政策', '政党', '有権者', '議員', '首相', '知事', '世論', '連立', '予算', '改革', '野党', '与党', '公約', '投票率', '演説', '討論'],
  },
  {
    tag: 'anime',
    en: ['anime', 'manga', 'episode', 'studio', 'character', 'voice', 'cosplay', 'illustration', 'sequel', 'series', 'animator', 'fandom', 'chapter', 'soundtrack', 'villain', 'heroine', 'figure', 'convention', 'trailer', 'adaptation'],
    ja: ['アニメ', '漫画', '声優', '作画', '最終回', '原作', '劇場版', '主人公', 'コスプレ', 'イラスト', '続編', '新刊', '主題歌', '聖地', '同人誌', 'フィギュア', '監督', '放送', '配信', '推し'],
  },
  {
    tag: 'weather',
    en: ['typhoon', 'rainfall', 'forecast', 'storm', 'flood', 'earthquake', 'tsunami', 'evacuation', 'shelter', 'temperature', 'heatwave', 'snowfall', 'drought', 'landslide', 'warning', 'humidity', 'thunder', 'climate', 'wind', 'outage'],
    ja: ['台風', '大雨', '天気予報', '洪水', '地震', '津波', '避難', '避難所', '気温', '猛暑', '大雪', '土砂災害', '警報', '湿度', '雷', '気候', '停電', '震度', '梅雨', '防災'],
  },
  {
    tag: 'tech',
    en: ['smartphone', 'software', 'startup', 'processor', 'battery', 'update', 'developer', 'cloud', 'chip', 'robot', 'algorithm', 'database', 'laptop', 'server', 'encryption', 'browser', 'network', 'gadget', 'framework', 'compiler'],
    ja: ['スマホ', 'アプリ', '半導体', 'エンジニア', 'クラウド', 'ロボット', '人工知能', 'プログラミング', 'サーバー', 'パソコン', 'セキュリティ', 'ソフトウェア', '開発者', '新製品', 'バッテリー', 'データ', 'アルゴリズム', '通信', '暗号', 'ガジェット'],
  },
  {
    tag: 'travel',
    en: ['airport', 'passport', 'hotel', 'beach', 'temple', 'island', 'museum', 'ticket', 'luggage', 'itinerary', 'sightseeing', 'castle', 'ferry', 'resort', 'hiking', 'souvenir', 'guidebook', 'flight', 'station', 'harbor'],
    ja: ['旅行', '空港', 'ホテル', '温泉', '神社', '観光', '新幹線', '旅館', '絶景', '世界遺産', 'お土産', '紅葉', '登山', '離島', '城下町', '美術館', '名所', '港町', '夜景', '宿泊'],
  },
  {
    tag: 'music',
    en: ['concert', 'album', 'guitar', 'drummer', 'melody', 'festival', 'vocalist', 'playlist', 'orchestra', 'lyrics', 'tour', 'band', 'piano', 'single', 'chorus', 'encore', 'venue', 'setlist', 'vinyl', 'rehearsal'],
    ja: ['ライブ', 'アルバム', 'ギター', 'ドラム', '歌詞', 'フェス', 'ボーカル', '新曲', 'オーケストラ', 'ツアー', 'バンド', 'ピアノ', '合唱', 'アンコール', '会場', 'セトリ', 'レコード', '作曲', '武道館', 'リハーサル'],
  },
  {
    tag: 'health',
    en: ['vaccine', 'hospital', 'doctor', 'nurse', 'clinic', 'symptoms', 'virus', 'treatment', 'pharmacy', 'infection', 'patients', 'surgery', 'fever', 'allergy', 'therapy', 'diagnosis', 'medicine', 'checkup', 'nutrition', 'fitness'],
    ja: ['ワクチン', '病院', '医師', '看護師', '診療所', '症状', 'ウイルス', '治療', '薬局', '感染', '患者', '手術', '発熱', 'アレルギー', '診断', '薬', '健康診断', '栄養', '筋トレ', '睡眠'],
  },
  {
    tag: 'economy',
    en: ['inflation', 'stocks', 'market', 'investors', 'currency', 'interest', 'wages', 'prices', 'recession', 'exports', 'banks', 'bonds', 'dividend', 'earnings', 'startup', 'mortgage', 'taxes', 'savings', 'yen', 'pension'],
    ja: ['物価', '株価', '市場', '投資家', '為替', '金利', '賃金', '値上げ', '景気', '輸出', '銀行', '国債', '配当', '決算', '円安', '住宅ローン', '税金', '貯金', '年金', '家計'],
  },
  {
    tag: 'soccer',
    en: ['soccer', 'goalkeeper', 'striker', 'midfield', 'penalty', 'tournament', 'referee', 'transfer', 'kickoff', 'derby', 'cup', 'defender', 'header', 'assist', 'offside', 'captain', 'squad', 'qualifier', 'stoppage', 'supporters'],
    ja: ['サッカー', 'ゴールキーパー', 'ストライカー', '代表', 'PK', 'ワールドカップ', '審判', '移籍', 'キックオフ', 'ダービー', '決勝', 'ディフェンダー', 'ヘディング', 'アシスト', 'オフサイド', '主将', 'サポーター', '予選', 'ゴール', '日本代表'],
  },
  {
    tag: 'games',
    en: ['console', 'gamer', 'multiplayer', 'quest', 'speedrun', 'esports', 'controller', 'patch', 'dungeon', 'boss', 'leaderboard', 'tournament', 'streamer', 'level', 'inventory', 'arcade', 'puzzle', 'headset', 'lobby', 'loot'],
    ja: ['ゲーム', 'ゲーム機', '対戦', 'クエスト', 'ガチャ', 'eスポーツ', 'コントローラー', 'アップデート', 'ダンジョン', 'ボス', 'ランキング', '実況', '配信者', 'レベル', 'アイテム', 'ゲーセン', 'パズル', '協力プレイ', '攻略', '新作'],
  },
];

/** Words any group may use, so texts of different groups overlap as real ones do. */
export const COMMON = {
  en: ['today', 'people', 'news', 'time', 'friends', 'weekend', 'city', 'morning', 'night', 'family', 'photo', 'week', 'story', 'video', 'world', 'life', 'thing', 'day', 'team', 'year'],
  ja: ['今日', '人', 'ニュース', '時間', '友達', '週末', '街', '朝', '夜', '家族', '写真', '今週', '話', '動画', '世界', '生活', '事', '日', 'みんな', '今年'],
};

export const ENGLISH_TEMPLATES: readonly string[] = [
  'Just read about {0} and {1}. Honestly the {2} part surprised me {t}',
  'Can we talk about {0}? Everyone around me is obsessed with {1} and {2} this {c}. {t}',
  'My {c} summary: {0}, more {1}, and a bit of {2}. What do you think? {t}',
  'Breaking: new {0} story about {1} and {2} shared by many {c} accounts {t}',
  'Thread on {0} 1/3: why {1} matters for {2}, and what it means for the {c} ahead {t}',
  'Hot take: {0} is overrated but {1} with {2} is underrated. Fight me {t}',
  'Spent the whole {c} thinking about {0}, {1} and {2}. Worth it. {t}',
  'If you care about {0}, read this piece on {1}. The bit on {2} is great {t}',
];

export const JAPANESE_TEMPLATES: readonly string[] = [
  '{c}は{0}と{1}の話ばかり。{2}も気になる {t}',
  '{0}について調べたら{1}と{2}の関係が面白かった！ {t}',
  '【速報】{0}と{1}に関する{c}の{2}がすごい {t}',
  'やっぱり{0}が好き。{1}も{2}も最高でした {t}',
  '{c}、{0}のために{1}へ。{2}が楽しみ {t}',
  '{0}の{1}、みんなはどう思う？{2}の意見も聞きたい {t}',
  '今日の{0}まとめ：{1}、{2}、そして{c} {t}',
  '{0}と{1}と{2}。{c}はこれで決まり {t}',
];
