package engine

import "testing"

// Tests of scripts_hand_j.go: each card's ability on a board, and the
// state after it.

func init() { hjAddCards() }

// hjAddCards adds the facts (keyteki packs) of the cards these tests use.
func hjAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up, tk := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade, TypeTokenCreature
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	tr := func(t ...string) []string { return t }
	add("narp", "Narp", "brobnar", cr, 8, 1, 0, tr("giant"))
	add("mega-narp", "Mega Narp", "brobnar", cr, 10, 1, 0, tr("giant"))
	add("batariel-of-the-grey", "Batariel of the Grey", "sanctum", cr, 3, 2, 0, tr("monk", "human"))
	add("disciple", "Disciple", "sanctum", tk, 1, 0, 0, tr("human", "monk"))
	add("clear-mind", "Clear Mind", "sanctum", ac, 0, 0, 1, nil)
	add("perilous-wild", "Perilous Wild", "untamed", ac, 0, 0, 1, nil)
	add("veemos-lightbringer", "Veemos Lightbringer", "sanctum", cr, 6, 0, 0, tr("angel", "spirit"))
	add("radiant-truth", "Radiant Truth", "sanctum", ac, 0, 0, 1, nil)
	add("maqui-expedition", "Maqui Expedition", "skyborn", ac, 0, 0, 0, nil)
	add("yardbird", "Yardbird", "shadows", tk, 2, 0, 0, tr("elf", "thief"), kw(Elusive, 0))
	add("cadet", "Cadet", "staralliance", tk, 1, 0, 0, tr("human"))
	add("hand-of-dis", "Hand of Dis", "dis", ac, 0, 0, 0, nil)
	add("captain-nemo", "Captain Nemo", "logos", cr, 4, 0, 0, tr("cyborg", "scientist"))
	add("altruist-s-rostrum", "Altruist’s Rostrum", "saurian", ar, 0, 0, 0, tr("location"))
	add("cmd-prompt", "Cmd. Prompt", "logos", cr, 2, 0, 0, tr("ai", "scientist"))
	add("antiquities-dealer", "Antiquities Dealer", "ekwidon", cr, 3, 0, 0, tr("human", "merchant"))
	add("long-way-home", "Long Way Home", "skyborn", ac, 0, 0, 1, nil)
	add("skyborn-probe", "Skyborn Probe", "skyborn", cr, 3, 0, 0, nil)
	add("squawker", "Squawker", "mars", ac, 0, 0, 1, nil)
	add("connectome-transfer", "Connectome Transfer", "logos", ac, 0, 0, 1, nil)
	add("stir-crazy", "Stir-Crazy", "unfathomable", ac, 0, 0, 1, nil)
	add("hexpion", "Hexpion", "logos", cr, 2, 0, 0, tr("ai"))
	add("into-the-abyss", "Into the Abyss", "keyraken", ac, 0, 0, 1, nil)
	add("ace-jonavan", "Ace Jonavan", "ekwidon", cr, 4, 0, 0, tr("human", "merchant"))
	add("shard-of-pain", "Shard of Pain", "dis", ar, 0, 0, 0, tr("item", "shard"))
	add("shard-of-hope", "Shard of Hope", "sanctum", ar, 0, 0, 0, tr("item", "shard"))
	add("soleft", "Soleft", "unfathomable", cr, 3, 0, 0, tr("aquan"))
	add("flounderight", "Flounderight", "unfathomable", cr, 3, 0, 0, tr("aquan"))
	add("dr-westing", "Dr. Westing", "logos", cr, 5, 0, 0, tr("human", "scientist"))
	add("foozle", "Foozle", "brobnar", cr, 5, 0, 0, tr("giant"))
	add("vault-s-blessing", "Vault’s Blessing", "mars", ac, 0, 0, 1, nil)
	add("braindart", "Braindart", "mars", ac, 0, 0, 1, nil)
	add("synwyx-the-bold", "Synwyx the Bold", "mars", cr, 3, 2, 0, tr("martian", "soldier"))
	add("avarice", "Avarice", "dis", up, 0, 0, 1, nil)
	add("lictor-justinian", "Lictor Justinian", "saurian", cr, 4, 0, 0, tr("dinosaur"))
	add("kyypax-encapsulator", "Kyypax Encapsulator", "mars", cr, 2, 0, 0, tr("beast"), kw(Elusive, 0))
	add("photic-raider", "Photic Raider", "unfathomable", cr, 2, 0, 0, tr("aquan"))
	add("left-in-its-wake", "Left in Its Wake", "keyraken", ac, 0, 0, 1, nil)
	add("berinon", "Berinon", "sanctum", cr, 5, 2, 0, tr("knight", "spirit"))
	add("swift-current", "Swift Current", "keyraken", ar, 0, 0, 1, tr("power"))
	add("tentacle-probe", "Tentacle Probe", "keyraken", cr, 5, 0, 0, tr("tentacle"))
	add("hornswoggle", "Hornswoggle", "shadows", ac, 0, 0, 1, nil)
	add("kartanoo", "Kartanoo", "staralliance", cr, 1, 0, 0, tr("beast"))
	add("red-æmberdrake", "Red Æmberdrake", "brobnar", cr, 8, 2, 0, tr("dragon"))
	add("screaming-cave", "Screaming Cave", "dis", ar, 0, 0, 0, tr("location"))
	add("quantum-fingertrap", "Quantum Fingertrap", "logos", ar, 0, 0, 1, tr("item"))
	add("the-visible-hand", "The Visible Hand", "ekwidon", ac, 0, 0, 0, nil)
	add("incubation-chamber", "Incubation Chamber", "mars", ar, 0, 0, 0, tr("location"))
	add("tachyon-pulse", "Tachyon Pulse", "staralliance", ac, 0, 0, 1, nil)
	add("minerva-s-wings", "Minerva’s Wings", "logos", up, 0, 0, 1, nil)
	add("shard-of-strength", "Shard of Strength", "brobnar", ar, 0, 0, 0, tr("item", "shard"))
	add("technobabble", "Technobabble", "staralliance", ac, 0, 0, 1, nil)
	add("tidal-trouble", "Tidal Trouble", "keyraken", ac, 0, 0, 1, nil)
	add("chauncey", "Chauncey", "dis", cr, 3, 0, 0, tr("imp"))
	add("galactic-tariff", "Galactic Tariff", "staralliance", up, 0, 0, 1, nil)
	add("redline-rotation", "Redline Rotation", "skyborn", ac, 0, 0, 1, nil)
	add("rant-and-rive", "Rant and Rive", "brobnar", ac, 0, 0, 1, nil)
	add("loyalty-implants", "Loyalty Implants", "mars", ar, 0, 0, 0, tr("item"))
	add("wind-shield", "Wind Shield", "mars", up, 0, 0, 1, nil)
	add("navigator-ketarr", "Navigator Ketarr", "skyborn", cr, 3, 0, 0, tr("j'reen"))
	add("succubus", "Succubus", "dis", cr, 3, 0, 0, tr("demon"))
	add("anvil-crawler", "Anvil Crawler", "brobnar", cr, 5, 0, 0, tr("experiment"))
	add("the-howling-pit", "The Howling Pit", "logos", ar, 0, 0, 1, tr("location"))
	add("db-gobber", "D.B. Gobber", "brobnar", cr, 3, 0, 0, tr("goblin"))
	add("knowledge-is-power", "Knowledge is Power", "logos", ac, 0, 0, 0, nil)
	add("distributor-janŏŏnt", "Distributor Janŏŏnt", "ekwidon", cr, 2, 0, 0, tr("human"))
	add("trading-frenzy", "Trading Frenzy", "ekwidon", ac, 0, 0, 1, nil)
	add("plasma-nozzle", "Plasma Nozzle", "staralliance", up, 0, 0, 1, nil)
	add("universal-welcome", "Universal Welcome", "skyborn", ac, 0, 0, 0, nil)
	add("ironyx-banner", "Ironyx Banner", "mars", ar, 0, 0, 0, tr("item"))
	add("ironyx-probe", "Ironyx Probe", "mars", cr, 2, 0, 0, tr("martian", "ironyx"))
	add("prognosticating-witch", "Prognosticating Witch", "untamed", cr, 2, 0, 0, tr("goblin", "witch"))
	add("emp-blast", "EMP Blast", "mars", ac, 0, 0, 1, nil)
	add("one-last-job", "One Last Job", "shadows", ac, 0, 0, 1, nil)
	add("brabble", "Brabble", "dis", cr, 2, 0, 0, tr("imp"))
	add("change-agent", "Change Agent", "ekwidon", cr, 4, 1, 0, tr("getrookya", "merchant"))
	add("harlock", "Harlock", "untamed", cr, 3, 0, 0, tr("elf", "ranger"), kw(Skirmish, 0))
	add("finch-cloak", "Finch Cloak", "shadows", cr, 4, 0, 0, tr("thief", "elf"))
	add("blorb", "Blorb", "mars", tk, 1, 0, 0, tr("beast"), kw(Elusive, 0))
	add("blorb-hive", "Blorb Hive", "mars", ar, 0, 0, 0, tr("location"))
	add("prototype-harness", "Prototype Harness", "staralliance", up, 0, 0, 1, nil)
	add("press-gang", "Press Gang", "brobnar", ac, 0, 0, 0, nil)
	add("unbinding", "Unbinding", "dis", ac, 0, 0, 0, nil)
	add("special-agent-tnega", "Special Agent Tnega", "mars", cr, 2, 0, 0, tr("martian", "agent"), kw(Deploy, 0), kw(Hazardous, 2), kw(Taunt, 0))
	add("city-gates", "City Gates", "saurian", ar, 0, 0, 0, tr("location"))
	add("art-project", "Art Project", "ekwidon", ac, 0, 0, 1, nil)
	add("baldric-the-bold", "Baldric the Bold", "sanctum", cr, 4, 2, 0, tr("knight", "human"))
	add("purse-a-phone", "Purse-a-phone", "geistoid", cr, 5, 0, 0, tr("specter", "robot"))
	add("shadys", "Shadys", "geistoid", cr, 5, 0, 0, tr("specter", "robot"))
	add("lesser-oxtet", "Lesser Oxtet", "dis", cr, 3, 0, 0, tr("demon"), kw(Elusive, 0))
	add("don-t-believe-your-eyes", "Don’t Believe Your Eyes", "mars", ac, 0, 0, 0, nil)
	add("namel-s-confession", "Namel’s Confession", "redemption", ac, 0, 0, 1, nil)
	add("choking-ivy", "Choking Ivy", "untamed", ac, 0, 0, 0, nil)
	add("tidal-wave", "Tidal Wave", "unfathomable", ac, 0, 0, 1, nil)
	add("bury-riches", "Bury Riches", "saurian", ac, 0, 0, 0, nil)
	add("perplexing-sophistry", "Perplexing Sophistry", "shadows", ac, 0, 0, 1, nil)
	add("heed-the-horde", "Heed the Horde", "redemption", ac, 0, 0, 1, nil)
	add("manchego", "Manchego", "shadows", cr, 3, 0, 0, tr("human", "thief"))
	add("tide-warp", "Tide Warp", "logos", ar, 0, 0, 1, tr("power"))
	add("deimos-burst", "Deimos Burst", "mars", ac, 0, 0, 0, nil)
	add("numquid-the-fair", "Numquid the Fair", "sanctum", cr, 3, 0, 0, tr("human"))
	add("submersive-principle", "Submersive Principle", "logos", ac, 0, 0, 0, nil)
	add("soldiers-to-flowers", "Soldiers to Flowers", "untamed", ac, 0, 0, 1, nil)
	add("abandon-ship", "Abandon Ship", "unfathomable", ac, 0, 0, 1, nil)
	add("hire-on", "Hire On", "ekwidon", ac, 0, 0, 0, nil)
	add("third-of-cliff", "Third of Cliff", "skyborn", cr, 2, 0, 0, tr("elf", "assassin"), kw(Elusive, 0))
	add("mating-season", "Mating Season", "mars", ac, 0, 0, 1, nil)
	add("experiment-q", "Experiment Q", "mars", cr, 5, 0, 0, tr("beast", "experiment"))
	add("genetic-drift", "Genetic Drift", "untamed", ac, 0, 0, 1, nil)
	add("indignant-tone", "Indignant Tone", "redemption", ac, 0, 0, 1, nil)
	add("unleash-the-beast", "Unleash the Beast", "untamed", ac, 0, 0, 1, nil)
	add("power-up", "Power Up", "untamed", ac, 0, 0, 1, nil)
	add("grave-bounty", "Grave Bounty", "dis", ac, 0, 0, 1, nil)
	add("john-smyth", "“John Smyth”", "mars", cr, 2, 0, 0, tr("agent", "martian"), kw(Elusive, 0))
	add("guardian-demon", "Guardian Demon", "dis", cr, 4, 0, 0, tr("demon"))
	add("call-of-the-void", "Call of the Void", "unfathomable", ac, 0, 0, 1, nil)
	add("the-red-death", "The Red Death", "mars", cr, 12, 0, 0, tr("beast"))
	add("brachiaditus", "Brachiaditus", "saurian", cr, 9, 0, 0, tr("beast"), kw(Deploy, 0))
	add("sacred-duty", "Sacred Duty", "redemption", up, 0, 0, 1, nil)
	add("the-susurrus", "The Susurrus", "unfathomable", ar, 0, 0, 0, tr("ship"))
	add("pull-up-stakes", "Pull Up Stakes", "ekwidon", ac, 0, 0, 1, nil)
	add("tomwa-of-the-glow-evil-twin", "Tomwa of the Glow", "unfathomable", cr, 3, 0, 0, tr("aquan"))
	add("dreadbone-decimus", "Dreadbone Decimus", "saurian", cr, 5, 0, 0, tr("dinosaur", "assassin"))
	add("soultender", "Soultender", "geistoid", cr, 1, 0, 0, tr("specter", "robot"))
	add("zyzzix-the-many", "Zyzzix the Many", "mars", cr, 3, 0, 0, tr("martian", "soldier"))
	add("crimson-dax", "Crimson Dax", "mars", cr, 2, 0, 0, tr("martian", "soldier"))
	add("archlegate-valeria", "Archlegate Valeria", "saurian", cr, 5, 1, 0, tr("dinosaur", "recruiter"))
	add("dredging-druid", "Dredging Druid", "untamed", cr, 2, 0, 0, tr("human", "witch"), kw(Elusive, 0))
	add("decadence", "Decadence", "saurian", ac, 0, 0, 0, nil)
	add("collector-boren", "Collector Boren", "staralliance", cr, 3, 0, 0, tr("human"))
	add("magda-the-rat", "Magda the Rat", "shadows", cr, 4, 0, 0, tr("thief", "elf"), kw(Elusive, 0))
	add("nerotaurus", "Nerotaurus", "saurian", cr, 6, 0, 0, tr("dinosaur", "politician"))
	add("raider", "Raider", "unfathomable", tk, 1, 0, 0, tr("aquan"))
	add("fathom-reaver", "Fathom Reaver", "unfathomable", cr, 4, 0, 0, tr("aquan"))
	add("chelonia", "Chelonia", "untamed", cr, 2, 0, 0, tr("beast", "witch"), kw(Elusive, 0))
	add("sea-urchin", "Sea Urchin", "shadows", cr, 1, 0, 0, tr("aquan", "thief"), kw(Poison, 0))
	add("mack-the-knife", "Mack the Knife", "shadows", cr, 3, 0, 0, tr("thief", "elf"), kw(Elusive, 0))
	add("titan-apparition", "Titan Apparition", "geistoid", cr, 6, 0, 0, tr("specter", "cyborg"), kw(Taunt, 0))
	add("brass-klein", "Brass Klein", "redemption", cr, 4, 1, 0, tr("mutant"))
	add("dissonant-chord", "Dissonant Chord", "sanctum", ac, 0, 0, 1, nil)
	add("sucker-punch", "Sucker Punch", "shadows", ac, 0, 0, 1, nil, kw(Alpha, 0))
	add("general-ză-orhă", "General Ză-Orhă", "ekwidon", cr, 4, 0, 0, tr("getrookya", "soldier"), kw(Skirmish, 0))
	add("specialist-guthrak", "Specialist Guthrak", "staralliance", cr, 3, 0, 0, tr("handuhan", "alien"), kw(Skirmish, 0))
	add("the-curator", "The Curator", "logos", cr, 3, 0, 0, tr("human", "scientist"))
	add("rooftop-laboratory", "Rooftop Laboratory", "logos", ar, 0, 0, 0, tr("location"))
	add("fandangle", "Fandangle", "untamed", cr, 3, 0, 0, tr("mutant", "witch"))
	add("beanstalk", "Beanstalk", "brobnar", ar, 0, 0, 0, tr("location"))
	add("aquilia-lone-hero", "Aquilia, Lone Hero", "saurian", cr, 6, 1, 0, tr("soldier", "dinosaur"))
	add("ecstacy-siphon", "Ecstacy Siphon", "dis", ac, 0, 0, 0, nil)
	add("static-collection-array", "Static Collection Array", "staralliance", ar, 0, 0, 1, tr("item"))
	add("worthy-adversaries", "Worthy Adversaries", "brobnar", ac, 0, 0, 0, nil)
	add("iyxrenu-the-clever", "Iyxrenu the Clever", "mars", cr, 3, 0, 0, tr("martian"), kw(Elusive, 0))
	add("inevitable-decay", "Inevitable Decay", "geistoid", ac, 0, 0, 1, nil)
	add("skreel-swarm", "Skreel Swarm", "ekwidon", ac, 0, 0, 1, nil)
	add("archon-s-revenge", "Archon’s Revenge", "shadows", ar, 0, 0, 0, tr("ship"))
	add("talon-of-invidius", "Talon of Invidius", "dis", cr, 9, 0, 0, tr("ship"))
	add("doomsayer", "Doomsayer", "redemption", cr, 3, 0, 0, tr("mutant", "monk"))
	add("oracle-zan", "Oracle Zan", "sanctum", cr, 3, 0, 0, tr("human", "monk"))
	add("sinestra", "Sinestra", "dis", cr, 5, 0, 0, tr("demon"))
	add("chenille", "Chenille", "untamed", cr, 1, 0, 0, tr("insect"), kw(Hazardous, 6))
	add("bombyx", "Bombyx", "untamed", cr, 2, 6, 1, tr("insect"))
	add("igon-the-terrible", "Igon the Terrible", "brobnar", cr, 8, 0, 0, tr("giant"))
	add("igon-the-green", "Igon the Green", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("protectrix", "Protectrix", "sanctum", cr, 5, 0, 0, tr("knight", "spirit"))
	add("brackish-shoreline", "Brackish Shoreline", "unfathomable", ar, 0, 0, 1, tr("location"))
	add("edge-of-the-world", "Edge of the World", "skyborn", ac, 0, 0, 0, nil)
	add("chain-gang", "Chain Gang", "shadows", cr, 3, 0, 0, tr("thief", "elf"))
	add("subtle-chain", "Subtle Chain", "shadows", ac, 0, 0, 1, nil)
	add("kymoor-outpost", "Kymoor Outpost", "shadows", ar, 0, 0, 0, tr("location"))
	add("whirpool-eddy", "Whirpool Eddy", "keyraken", ar, 0, 0, 1, tr("power"))
	add("punctuated-equilibrium", "Punctuated Equilibrium", "untamed", ac, 0, 0, 0, nil)
	add("cultural-exchange", "Cultural Exchange", "staralliance", ac, 0, 0, 1, nil)
	add("heart-of-steel", "Heart of Steel", "skyborn", ac, 0, 0, 1, nil)
	add("sacrificial-altar", "Sacrificial Altar", "dis", ar, 0, 0, 1, tr("location"))
	add("human-probe", "Human Probe", "dis", cr, 2, 0, 0, tr("human"))
	add("snudge", "Snudge", "dis", cr, 4, 0, 0, tr("demon"))
	add("shard-of-resurgence", "Shard of Resurgence", "geistoid", ar, 0, 0, 0, tr("item", "shard"))
	add("hunter-or-hunted", "Hunter or Hunted?", "shadows", ac, 0, 0, 1, nil)
	add("estate-sale", "Estate Sale", "ekwidon", ac, 0, 0, 0, nil)
	add("redeemer-amara", "Redeemer Amara", "redemption", cr, 4, 0, 0, tr("priest", "mutant"))
	add("dr-verokter", "Dr. Verokter", "logos", cr, 2, 0, 0, tr("human", "scientist"), kw(Elusive, 0))
	add("weigh-the-anchor", "Weigh the Anchor", "logos", ac, 0, 0, 1, nil)
	add("seneschal-sargassa", "Seneschal Sargassa", "sanctum", cr, 6, 0, 0, tr("spirit", "knight"))
	add("magistrate-crispus", "Magistrate Crispus", "saurian", cr, 8, 0, 0, tr("dinosaur", "politician"))
	add("render-guilt", "Render Guilt", "sanctum", ac, 0, 0, 1, nil)
	add("energy-vampirism", "Energy Vampirism", "geistoid", ac, 0, 0, 1, nil)
	add("further-investigations", "Further Investigations", "staralliance", ac, 0, 0, 1, nil)
	add("tya-arhĭ-esquire", "Tya-Arhĭ, Esquire", "ekwidon", cr, 2, 0, 0, tr("getrookya"))
	add("sentient-cloud", "Sentient Cloud", "brobnar", cr, 1, 4, 0, tr("cloud"))
	add("favor-of-rex", "Favor of Rex", "saurian", ac, 0, 0, 1, nil)
	add("bellowing-patrizate", "Bellowing Patrizate", "brobnar", cr, 7, 0, 0, tr("giant"))
	add("recorded-history", "Recorded History", "staralliance", ac, 0, 0, 1, nil)
	add("stronger-together", "Stronger Together", "staralliance", ac, 0, 0, 1, nil)
	add("bosun-creen", "Bosun Creen", "skyborn", cr, 3, 0, 0, tr("halyard", "recruiter"))
	add("safe-or-sorry", "Safe or Sorry", "shadows", ac, 0, 0, 0, nil)
	add("groundbreaking-discovery", "Groundbreaking Discovery", "logos", ac, 0, 0, 1, nil)
	add("reckless-experimentation", "Reckless Experimentation", "logos", up, 0, 0, 1, nil)
	add("ogopogo", "Ogopogo", "brobnar", cr, 6, 0, 0, tr("giant"))
	add("forum-of-giants", "Forum of Giants", "saurian", ar, 0, 0, 1, tr("location"))
	add("junk-restoration", "Junk Restoration", "geistoid", ac, 0, 0, 1, nil)
	add("recycler", "Recycler", "geistoid", cr, 5, 0, 0, tr("specter", "robot"))
	add("recruiting-station", "Recruiting Station", "staralliance", ar, 0, 0, 0, tr("location"))
	add("dive-deep", "Dive Deep", "unfathomable", ac, 0, 0, 0, nil)
	add("put-in-a-spin", "Put in a Spin", "ekwidon", ac, 0, 0, 0, nil)
	add("legionary-trainer", "Legionary Trainer", "saurian", cr, 2, 0, 0, tr("dinosaur", "soldier"))
	add("exploratory-craft", "Exploratory Craft", "staralliance", ar, 0, 0, 0, tr("ship"))
	add("returning-champion", "Returning Champion", "brobnar", cr, 10, 0, 0, tr("giant"))
	add("sabotage-mission", "Sabotage Mission", "staralliance", ac, 0, 0, 1, nil)
	add("overlord-greking", "Overlord Greking", "dis", cr, 7, 0, 0, tr("demon"))
	add("magistra-vita", "Magistra Vita", "saurian", cr, 5, 0, 0, tr("dinosaur"))
	add("shae-cloudkicker", "Shae “Cloudkicker”", "skyborn", cr, 2, 0, 0, tr("elf"))
	add("shard-of-courage", "Shard of Courage", "skyborn", ar, 0, 0, 0, tr("item", "shard"))
	add("reap-or-sow", "Reap or Sow", "untamed", ac, 0, 0, 0, nil)
	add("flying-broomstick", "Flying Broomstick", "untamed", up, 0, 0, 1, nil)
}

// hjDestroy destroys a card in play by a declared effect.
func (s *scen) hjDestroy(id string) Outcome {
	return s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: id}})
}

func (s *scen) hjWantFlag(id int16, f uint16, want bool, what string) {
	s.t.Helper()
	s.hbWantFlag(id, f, want, what)
}

// hjExhaust marks cards exhausted.
func (s *scen) hjExhaust(ids ...int16) {
	for _, id := range ids {
		s.g.cards[id].flags |= flExhausted
	}
}

// Narp: "Narp’s neighbors cannot reap." Mega Narp reads the same.
func TestHandJNarp(t *testing.T) {
	for _, id := range []string{"narp", "mega-narp"} {
		t.Run(id, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{id, "krump", "troll", "bumpsy"}, nil)
			k := s.creature(0, "krump")
			s.creature(0, id)
			s.creature(0, "troll")
			b := s.creature(0, "bumpsy")
			s.house("brobnar")
			s.wantRules(s.reap("krump"), "restricted")
			s.wantRules(s.reap("troll"), "restricted")
			s.wantRules(s.reap("bumpsy"), "") // not a neighbor
			s.hjWantFlag(b, flExhausted, true, "exhausted")
			s.wantRules(s.reap(id), "") // Narp itself reaps
			s.hjWantFlag(k, flExhausted, true, "exhausted")
		})
	}
}

// Batariel of the Grey: "After Reap: Ready each Disciple." (Each: the
// opponent's too.)
func TestHandJBatarielOfTheGrey(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"batariel-of-the-grey", "disciple", "disciple", "krump"}, []string{"disciple"})
	s.creature(0, "batariel-of-the-grey")
	d1, d2 := s.creature(0, "disciple"), s.creature(0, "disciple")
	k := s.creature(0, "krump")
	d3 := s.creature(1, "disciple")
	s.hjExhaust(d1, d2, k, d3)
	s.house("sanctum")
	s.wantRules(s.reap("batariel-of-the-grey"), "")
	for _, d := range []int16{d1, d2, d3} {
		s.hjWantFlag(d, flExhausted, false, "exhausted")
	}
	s.hjWantFlag(k, flExhausted, true, "exhausted")
}

// Clear Mind: "Play: Unstun each friendly creature."
func TestHandJClearMind(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"clear-mind", "krump", "troll"}, []string{"troll"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	bt := s.creature(1, "troll")
	s.g.cards[k].flags |= flStunned
	s.g.cards[tr].flags |= flStunned
	s.g.cards[bt].flags |= flStunned
	s.hand(0, "clear-mind")
	s.house("sanctum")
	s.wantRules(s.play("clear-mind"), "")
	s.hjWantFlag(k, flStunned, false, "stunned")
	s.hjWantFlag(tr, flStunned, false, "stunned")
	s.hjWantFlag(bt, flStunned, true, "stunned") // an enemy creature
}

// Perilous Wild and Veemos Lightbringer: "Play: Destroy each elusive
// creature."
func TestHandJDestroyEachElusive(t *testing.T) {
	for _, tc := range []struct {
		id string
		h  House
	}{{"perilous-wild", "untamed"}, {"veemos-lightbringer", "sanctum"}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, tc.h, []string{tc.id, "urchin", "krump"}, []string{"urchin", "troll"})
			u0, k := s.creature(0, "urchin"), s.creature(0, "krump")
			u1, tr := s.creature(1, "urchin"), s.creature(1, "troll")
			s.hand(0, tc.id)
			s.house(tc.h)
			s.wantRules(s.play(tc.id), "")
			s.wantZone(u0, ZoneDiscard)
			s.wantZone(u1, ZoneDiscard)
			s.wantZone(k, ZoneBattleline)
			s.wantZone(tr, ZoneBattleline)
		})
	}
}

// Radiant Truth: "Play: Stun each enemy creature not on a flank."
func TestHandJRadiantTruth(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"radiant-truth", "krump", "troll", "bumpsy"}, []string{"krump", "troll", "bumpsy"})
	ak, at, ab := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	bk, bt, bb := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "radiant-truth")
	s.house("sanctum")
	s.wantRules(s.play("radiant-truth"), "")
	for _, c := range []struct {
		id   int16
		want bool
	}{{ak, false}, {at, false}, {ab, false}, {bk, false}, {bt, true}, {bb, false}} {
		s.hjWantFlag(c.id, flStunned, c.want, "stunned")
	}
}

// Maqui Expedition: "Play: Gain control of an enemy flank creature."
func TestHandJMaquiExpedition(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"maqui-expedition"}, []string{"krump", "troll", "bumpsy"})
	s.creature(1, "krump")
	tr, b := s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "maqui-expedition")
	s.house("skyborn")
	s.play("maqui-expedition")
	s.wantRules(s.choose("troll"), "effect-target") // not on a flank
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)

	s = secondTurnScen(t, "skyborn", []string{"maqui-expedition"}, []string{"krump", "troll", "bumpsy"})
	s.creature(1, "krump")
	s.creature(1, "troll")
	b = s.creature(1, "bumpsy")
	s.hand(0, "maqui-expedition")
	s.house("skyborn")
	s.play("maqui-expedition")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantInt("Bumpsy's controller", int(s.g.cards[b].controller), 0)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
}

// Yardbird: "Elusive. Before Fight: Ready another Yardbird."
func TestHandJYardbird(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"yardbird", "yardbird"}, []string{"troll"})
	y1, y2 := s.creature(0, "yardbird"), s.creature(0, "yardbird")
	s.creature(1, "troll")
	s.hjExhaust(y2)
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbFight, Card: CardRef{ID: "yardbird"}, Target: CardRef{ID: "troll"}}), "")
	s.wantZone(y1, ZoneDiscard) // 2 power against Troll's 8
	s.hjWantFlag(y2, flExhausted, false, "exhausted")
}

// Cadet: "Destroyed: Ready Cadet’s most powerful neighbor."
func TestHandJCadet(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"cadet", "krump", "bumpsy", "troll"}, nil)
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.creature(0, "cadet")
	b := s.creature(0, "bumpsy")
	s.hjExhaust(tr, k, b)
	s.house("staralliance")
	s.wantRules(s.hjDestroy("cadet"), "")
	s.hjWantFlag(k, flExhausted, false, "exhausted") // 6 power, Bumpsy 5
	s.hjWantFlag(b, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flExhausted, true, "exhausted") // not a neighbor
}

// Hand of Dis: "Play: Destroy a creature that is not on a flank."
func TestHandJHandOfDis(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"hand-of-dis", "urchin"}, []string{"krump", "troll", "bumpsy"})
	u := s.creature(0, "urchin")
	bk, bt, bb := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "hand-of-dis")
	s.house("dis")
	s.wantRules(s.play("hand-of-dis"), "") // Troll is the only one: by itself
	s.wantZone(bt, ZoneDiscard)
	for _, id := range []int16{u, bk, bb} {
		s.wantZone(id, ZoneBattleline)
	}
}

// Captain Nemo: "After Fight: Destroy an artifact and a creature."
func TestHandJCaptainNemo(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"captain-nemo"}, []string{"silvertooth", "troll", "gorm-of-omm"})
	n := s.creature(0, "captain-nemo")
	s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	gm := s.artifact(1, "gorm-of-omm")
	s.house("logos")
	s.fight("captain-nemo", "silvertooth")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(gm, ZoneDiscard) // the only artifact: by itself
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(n, ZoneBattleline)
}

// Altruist’s Rostrum: "Action: Move 1A from a creature to another
// creature."
func TestHandJAltruistSRostrum(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"altruist-s-rostrum", "krump"}, []string{"troll", "urchin"})
	s.artifact(0, "altruist-s-rostrum")
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.g.cards[tr].aember = 2
	s.house("saurian")
	s.hbAction("altruist-s-rostrum")
	s.wantRules(s.choose("urchin"), "") // Troll is the only one with A: by itself
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("Æmber on Urchin", int(s.g.cards[u].aember), 1)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
}

// Cmd. Prompt: "After Reap: You may play a non-Logos card this turn."
func TestHandJCmdPrompt(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"cmd-prompt", "krump", "troll"}, nil)
	s.creature(0, "cmd-prompt")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.house("logos")
	s.wantRules(s.play("krump"), "not-active-house") // not before the reap
	s.wantRules(s.reap("cmd-prompt"), "")
	s.wantRules(s.play("troll"), "")
}

// Antiquities Dealer: "Action: Gain 2A if you control at least one
// artifact."
func TestHandJAntiquitiesDealer(t *testing.T) {
	for _, tc := range []struct {
		name     string
		artifact string
		want     int
	}{{"none", "", 0}, {"own", "gorm-of-omm", 2}, {"enemy's", "bob", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"antiquities-dealer", "gorm-of-omm"}, []string{"gorm-of-omm"})
			s.creature(0, "antiquities-dealer")
			switch tc.artifact {
			case "bob":
				s.artifact(1, "gorm-of-omm")
			case "gorm-of-omm":
				s.artifact(0, "gorm-of-omm")
			}
			s.house("ekwidon")
			s.wantRules(s.hbAction("antiquities-dealer"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Long Way Home: "Play: Archive each friendly Skyborn creature from
// play."
func TestHandJLongWayHome(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"long-way-home", "skyborn-probe", "krump"}, []string{"skyborn-probe"})
	p0, k := s.creature(0, "skyborn-probe"), s.creature(0, "krump")
	p1 := s.creature(1, "skyborn-probe")
	s.hand(0, "long-way-home")
	s.house("skyborn")
	s.wantRules(s.play("long-way-home"), "")
	s.wantZone(p0, ZoneArchives)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(p1, ZoneBattleline)
}

// Squawker: "Play: Ready a Mars creature or stun a non-Mars creature."
func TestHandJSquawker(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"squawker", "zorg"}, []string{"troll"})
	z := s.creature(0, "zorg")
	tr := s.creature(1, "troll")
	s.hjExhaust(z)
	s.hand(0, "squawker")
	s.house("mars")
	s.play("squawker")
	s.wantRules(s.words("1"), "") // Zorg is the only Mars creature
	s.hjWantFlag(z, flExhausted, false, "exhausted")
	s.hjWantFlag(tr, flStunned, false, "stunned")

	s = secondTurnScen(t, "mars", []string{"squawker", "zorg"}, []string{"troll", "urchin"})
	z = s.creature(0, "zorg")
	tr = s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "squawker")
	s.house("mars")
	s.play("squawker")
	s.words("2")
	s.wantRules(s.choose("zorg"), "effect-target") // a Mars creature
	s = secondTurnScen(t, "mars", []string{"squawker", "zorg"}, []string{"troll", "urchin"})
	z = s.creature(0, "zorg")
	tr = s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "squawker")
	s.house("mars")
	s.play("squawker")
	s.words("2")
	s.wantRules(s.choose("troll"), "")
	s.hjWantFlag(tr, flStunned, true, "stunned")
	s.hjWantFlag(z, flStunned, false, "stunned")
}

// Connectome Transfer: "Play: Put each flank creature into its owner’s
// archives."
func TestHandJConnectomeTransfer(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"connectome-transfer", "krump", "troll", "bumpsy"}, []string{"urchin"})
	k, tr, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	u := s.creature(1, "urchin")
	s.hand(0, "connectome-transfer")
	s.house("logos")
	s.wantRules(s.play("connectome-transfer"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(b, ZoneArchives)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(u, ZoneArchives)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
}

// Stir-Crazy: "Play: Each ready creature captures 1A from its opponent."
func TestHandJStirCrazy(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"stir-crazy", "krump", "troll"}, []string{"bumpsy"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	b := s.creature(1, "bumpsy")
	s.hjExhaust(tr)
	s.g.p[0].aember, s.g.p[1].aember = 3, 3
	s.hand(0, "stir-crazy")
	s.house("unfathomable")
	s.wantRules(s.play("stir-crazy"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.wantInt("Æmber on Bumpsy", int(s.g.cards[b].aember), 1)
	s.wantAember(0, 3) // 3, the bonus icon, 1 captured by Bumpsy
	s.wantAember(1, 2)
}

// Hexpion: "Destroyed: Archive Hexpion and the top card of your deck."
func TestHandJHexpion(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"hexpion"}, nil)
	h := s.creature(0, "hexpion")
	deck := s.g.p[0].deckSize()
	s.house("logos")
	s.wantRules(s.hjDestroy("hexpion"), "")
	s.wantZone(h, ZoneArchives)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 2)
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), deck-1)
}

// Into the Abyss: "Play: Your opponent discards their hand and draws 4
// cards."
func TestHandJIntoTheAbyss(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"into-the-abyss"}, nil)
	s.hand(0, "into-the-abyss")
	hand, discard := s.g.p[1].handSize(), len(s.g.p[1].discard)
	aliceHand := s.g.p[0].handSize()
	s.house("keyraken")
	s.wantRules(s.play("into-the-abyss"), "")
	s.wantInt("Bob's hand", s.g.p[1].handSize(), 4)
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), discard+hand)
	s.wantInt("Alice's hand", s.g.p[0].handSize(), aliceHand-1)
}

// Ace Jonavan: "For each A on Ace Jonavan, keys cost +1A. Play: Capture
// 1A."
func TestHandJAceJonavan(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"ace-jonavan"}, nil)
	s.g.p[1].aember = 3
	a := s.hand(0, "ace-jonavan")
	s.house("ekwidon")
	base := s.g.keyCost(0)
	s.wantRules(s.play("ace-jonavan"), "")
	s.wantInt("Æmber on Ace", int(s.g.cards[a].aember), 1)
	s.wantInt("Alice's key cost", s.g.keyCost(0), base+1)
	s.wantInt("Bob's key cost", s.g.keyCost(1), base+1)
	s.g.cards[a].aember = 3
	s.wantInt("Bob's key cost with 3A on Ace", s.g.keyCost(1), base+3)
}

// Shard of Pain: "Action: Deal 1D to an enemy creature for each friendly
// Shard." Shard of Hope: "Action: A friendly creature captures 1A for
// each friendly Shard."
func TestHandJShards(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"shard-of-pain", "shard-of-hope"}, []string{"troll", "shard-of-hope"})
	s.artifact(0, "shard-of-pain")
	s.artifact(0, "shard-of-hope")
	s.artifact(1, "shard-of-hope") // not friendly
	tr := s.creature(1, "troll")
	s.house("dis")
	s.wantRules(s.hbAction("shard-of-pain"), "")
	s.wantDamage(tr, 2)

	s = secondTurnScen(t, "sanctum", []string{"shard-of-pain", "shard-of-hope", "krump"}, nil)
	s.artifact(0, "shard-of-pain")
	s.artifact(0, "shard-of-hope")
	k := s.creature(0, "krump")
	s.g.p[1].aember = 5
	s.house("sanctum")
	s.wantRules(s.hbAction("shard-of-hope"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(1, 3)
}

// Soleft: "Destroyed: Destroy the creature on your opponent’s left
// flank." Flounderight: the same on the right flank.
func TestHandJSoleftFlounderight(t *testing.T) {
	for _, tc := range []struct {
		id   string
		gone int // index of the enemy creature destroyed
	}{{"soleft", 0}, {"flounderight", 2}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", []string{tc.id}, []string{"krump", "troll", "bumpsy"})
			s.creature(0, tc.id)
			ids := []int16{s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")}
			s.house("unfathomable")
			s.wantRules(s.hjDestroy(tc.id), "")
			for i, id := range ids {
				if i == tc.gone {
					s.wantZone(id, ZoneDiscard)
				} else {
					s.wantZone(id, ZoneBattleline)
				}
			}
		})
	}
}

// Dr. Westing: "After Reap: If Dr. Westing is on a flank, make a token
// creature."
func TestHandJDrWesting(t *testing.T) {
	for _, tc := range []struct {
		name   string
		center bool
		want   int
	}{{"flank", false, 2}, {"center", true, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"dr-westing", "krump", "bumpsy", "catena-fiend"}, nil)
			if tc.center {
				s.creature(0, "krump")
			}
			s.creature(0, "dr-westing")
			if tc.center {
				s.creature(0, "bumpsy")
			}
			s.house("logos")
			s.wantRules(s.reap("dr-westing"), "")
			s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.want)
		})
	}
}

// Foozle: "Reap: If an enemy creature has been destroyed this turn, gain
// 1A."
func TestHandJFoozle(t *testing.T) {
	for _, tc := range []struct {
		name    string
		destroy string
		want    int
	}{{"none", "", 1}, {"enemy", "urchin", 2}, {"friendly", "krump", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"foozle", "krump"}, []string{"urchin"})
			s.creature(0, "foozle")
			s.creature(0, "krump")
			s.creature(1, "urchin")
			s.house("brobnar")
			if tc.destroy != "" {
				s.hjDestroy(tc.destroy)
			}
			s.wantRules(s.reap("foozle"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Vault’s Blessing: "Play: Each player gains 1A for each Mutant creature
// they control."
func TestHandJVaultSBlessing(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"vault-s-blessing", "zorg", "krump"}, []string{"zorg", "zorg"})
	s.creature(0, "zorg")
	s.creature(0, "krump")
	s.creature(1, "zorg")
	s.creature(1, "zorg")
	s.hand(0, "vault-s-blessing")
	s.house("mars")
	s.wantRules(s.play("vault-s-blessing"), "")
	s.wantAember(0, 2) // the bonus icon and one Mutant
	s.wantAember(1, 2)
}

// Braindart: "Play: Enrage an enemy creature. It captures 1A from its own
// side."
func TestHandJBraindart(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"braindart"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.g.p[1].aember = 3
	s.hand(0, "braindart")
	s.house("mars")
	s.wantRules(s.play("braindart"), "")
	s.hjWantFlag(tr, flEnraged, true, "enraged")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(1, 2)
	s.wantAember(0, 1) // the bonus icon only
}

// Synwyx the Bold: "After Fight: An enemy creature captures 2A from its
// own side."
func TestHandJSynwyxTheBold(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"synwyx-the-bold"}, []string{"silvertooth", "troll"})
	s.creature(0, "synwyx-the-bold")
	s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 4, 3
	s.house("mars")
	s.fight("synwyx-the-bold", "silvertooth")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2)
	s.wantAember(1, 1)
	s.wantAember(0, 4)
}

// Avarice: "Play: This creature captures 2A from its own side."
func TestHandJAvarice(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"avarice", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 4, 3
	s.house("dis")
	s.wantRules(s.hbPlayUpgrade("avarice", "troll"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2)
	s.wantAember(1, 1)
	s.wantAember(0, 5) // the bonus icon
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
}

// Disciple: "Disciple gets +1 power and +1 armor for each Monk neighbor it
// has."
func TestHandJDisciple(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"disciple", "batariel-of-the-grey", "krump", "disciple"}, nil)
	s.creature(0, "batariel-of-the-grey")
	d := s.creature(0, "disciple")
	s.creature(0, "krump")
	s.wantInt("Disciple's power", s.g.power(d), 2)
	s.wantInt("Disciple's armor", s.g.armor(d), 1)
	s.g.p[0].line[2] = s.creature(0, "disciple") // a Monk on each side
	s.g.p[0].line = s.g.p[0].line[:3]
	s.wantInt("Disciple's power", s.g.power(d), 3)
	s.wantInt("Disciple's armor", s.g.armor(d), 2)
}

// Lictor Justinian: "After your opponent plays a card, deal 1D to each
// enemy creature."
func TestHandJLictorJustinian(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"lictor-justinian", "krump"}, []string{"urchin", "troll"})
	l := s.creature(0, "lictor-justinian")
	tr := s.creature(1, "troll")
	s.hand(0, "krump")
	s.hand(1, "urchin")
	s.house("saurian")
	s.wantRules(s.play("krump"), "not-active-house")
	s.wantDamage(tr, 0) // Alice's own play
	s.end()
	s.house("shadows")
	s.wantRules(s.play("urchin"), "")
	s.wantDamage(tr, 1)
	s.wantDamage(l, 0)
	if u := s.g.p[1].discard; len(u) == 0 || s.g.def(u[len(u)-1]).ID != "urchin" {
		t.Errorf("Urchin (1 power) is not destroyed")
	}
}

// Kyypax Encapsulator: "Elusive. After Reap: Put an enemy creature into
// its owner’s archives."
func TestHandJKyypaxEncapsulator(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"kyypax-encapsulator"}, []string{"troll", "urchin"})
	s.creature(0, "kyypax-encapsulator")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.house("mars")
	s.reap("kyypax-encapsulator")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(u, ZoneBattleline)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
}

// Photic Raider: "Play: Capture 2A. While the tide is high, Photic Raider
// gets +4 power."
func TestHandJPhoticRaider(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"photic-raider"}, nil)
	s.g.p[1].aember = 3
	p := s.hand(0, "photic-raider")
	s.house("unfathomable")
	s.wantRules(s.play("photic-raider"), "")
	s.wantInt("Æmber on Photic Raider", int(s.g.cards[p].aember), 2)
	s.wantInt("power, tide low", s.g.power(p), 2)
	s.g.p[0].tide = true
	s.wantInt("power, tide high", s.g.power(p), 6)
}

// Left in Its Wake: "Play: Choose a house. Exhaust each creature that
// belongs to that house."
func TestHandJLeftInItsWake(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"left-in-its-wake", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.hand(0, "left-in-its-wake")
	s.house("keyraken")
	s.play("left-in-its-wake")
	s.wantRules(s.words("brobnar"), "")
	s.hjWantFlag(k, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flExhausted, true, "exhausted")
	s.hjWantFlag(u, flExhausted, false, "exhausted")
}

// Berinon: "After a Mutant creature enters play, enrage Berinon. After
// Reap: Capture 2A."
func TestHandJBerinon(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"berinon"}, []string{"troll", "zorg"})
	b := s.creature(0, "berinon")
	s.creature(1, "troll")
	s.hjWantFlag(b, flEnraged, false, "enraged")
	s.creature(1, "zorg") // a Mutant, the opponent's
	s.hjWantFlag(b, flEnraged, true, "enraged")
	s.g.p[1].aember = 3
	s.house("sanctum")
	s.wantRules(s.reap("berinon"), "enrage") // enraged, it must fight
	s.wantInt("Æmber on Berinon", int(s.g.cards[b].aember), 2)
	s.wantAember(0, 1)
}

// hjAttach puts upgrade up (from pl's deck) on creature on, as if played.
func (s *scen) hjAttach(pl int8, up string, on int16) int16 {
	u := s.take(pl, up)
	s.g.enterPlay(u, pl, ZoneUpgrade)
	s.g.cards[u].parent = on
	return u
}

// hjHandTo puts cards of pl's hand back into the deck until it holds n.
func (s *scen) hjHandTo(pl int8, n int) {
	for s.g.p[pl].handSize() > n && s.g.unnamedFromHand(pl, ZoneUnknown) {
	}
}

// Swift Current: "Action: Each friendly Tentacle captures 1A."
func TestHandJSwiftCurrent(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"swift-current", "tentacle-probe", "tentacle-probe", "krump"}, []string{"tentacle-probe"})
	s.artifact(0, "swift-current")
	t1, t2, k := s.creature(0, "tentacle-probe"), s.creature(0, "tentacle-probe"), s.creature(0, "krump")
	t3 := s.creature(1, "tentacle-probe")
	s.g.p[1].aember = 5
	s.house("keyraken")
	s.wantRules(s.hbAction("swift-current"), "")
	for _, c := range []struct {
		id   int16
		want int
	}{{t1, 1}, {t2, 1}, {k, 0}, {t3, 0}} {
		s.wantInt(s.g.name(c.id)+"'s Æmber", int(s.g.cards[c.id].aember), c.want)
	}
	s.wantAember(1, 3)
}

// Hornswoggle: "Play: Use an enemy artifact as if it were yours." Kartanoo:
// "After Reap: Use an artifact controlled by any player as if it were
// yours." Bob's Altruist's Rostrum moves Æmber for Alice.
func TestHandJUseAnArtifact(t *testing.T) {
	for _, tc := range []struct {
		id string
		h  House
	}{{"hornswoggle", "shadows"}, {"kartanoo", "staralliance"}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, tc.h, []string{tc.id, "krump"}, []string{"altruist-s-rostrum", "troll"})
			k := s.creature(0, "krump")
			tr := s.creature(1, "troll")
			r := s.artifact(1, "altruist-s-rostrum")
			s.g.cards[tr].aember = 2
			s.house(tc.h)
			if tc.id == "kartanoo" {
				s.creature(0, "kartanoo")
				s.reap("kartanoo")
			} else {
				s.hand(0, tc.id)
				s.play(tc.id)
			}
			s.wantRules(s.choose("krump"), "") // the Rostrum is the only artifact; Troll the only creature with A
			s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
			s.hjWantFlag(r, flExhausted, true, "exhausted")
			s.wantInt("Rostrum's controller", int(s.g.cards[r].controller), 1)
		})
	}
}

// Red Æmberdrake: "Destroyed: Gain 4A. Forge your red key at current cost."
func TestHandJRedAemberdrake(t *testing.T) {
	for _, tc := range []struct {
		name      string
		red       bool
		aember    int
		wantA     int
		wantKeys  int
		wantRedOn bool
	}{{"forges", false, 2, 0, 1, true}, {"too little", false, 1, 5, 0, false}, {"red forged", true, 2, 6, 1, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"red-æmberdrake"}, nil)
			s.creature(0, "red-æmberdrake")
			s.g.p[0].aember = tc.aember
			s.g.p[0].keys[0] = tc.red
			s.house("brobnar")
			s.wantRules(s.hjDestroy("red-æmberdrake"), "")
			s.wantAember(0, tc.wantA)
			s.wantInt("keys", s.g.p[0].keyCount(), tc.wantKeys)
			if s.g.p[0].keys[0] != tc.wantRedOn || s.g.p[0].keys[1] {
				t.Errorf("keys = %v, want the red one forged: %v", s.g.p[0].keys, tc.wantRedOn)
			}
		})
	}
}

// Screaming Cave: "Action: Shuffle your hand and discard pile into your
// deck."
func TestHandJScreamingCave(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"screaming-cave", "krump", "troll"}, []string{"urchin"})
	s.artifact(0, "screaming-cave")
	s.hbDiscarded(0, "krump")
	s.hbDiscarded(0, "troll")
	s.hbDiscarded(1, "urchin")
	p := &s.g.p[0]
	total := p.handSize() + len(p.discard) + p.deckSize()
	s.house("dis")
	s.wantRules(s.hbAction("screaming-cave"), "")
	s.wantInt("Alice's hand", p.handSize(), 0)
	s.wantInt("Alice's discard pile", len(p.discard), 0)
	s.wantInt("Alice's deck", p.deckSize(), total)
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), 1)
}

// Quantum Fingertrap: "Action: Swap the position of two creatures in a
// battleline."
func TestHandJQuantumFingertrap(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"quantum-fingertrap"}, []string{"krump", "troll", "bumpsy"})
	s.artifact(0, "quantum-fingertrap")
	k, tr, b := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.house("logos")
	s.hbAction("quantum-fingertrap")
	s.wantRules(s.choose("krump", "bumpsy"), "")
	if l := s.g.p[1].line; len(l) != 3 || l[0] != b || l[1] != tr || l[2] != k {
		t.Errorf("Bob's battleline = %v, want Bumpsy, Troll, Krump", l)
	}
}

// The Visible Hand: "Play: Make 2 token creatures. Reveal your hand to
// your opponent."
func TestHandJTheVisibleHand(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"the-visible-hand", "catena-fiend"}, nil)
	s.hand(0, "the-visible-hand")
	s.house("ekwidon")
	s.wantRules(s.play("the-visible-hand"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
}

// Incubation Chamber: "Omni: You may reveal a Mars creature from your
// hand. If you do, archive it."
func TestHandJIncubationChamber(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"incubation-chamber", "zorg"}, nil)
	s.artifact(0, "incubation-chamber")
	z := s.hand(0, "zorg")
	s.house("brobnar") // Omni: any house
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "incubation-chamber"}})
	s.wantRules(s.choose("zorg"), "")
	s.wantZone(z, ZoneArchives)
}

// Tachyon Pulse: "Play: Destroy each artifact. Exhaust each creature with
// an upgrade."
func TestHandJTachyonPulse(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"tachyon-pulse", "krump", "troll", "gorm-of-omm", "protect-the-weak"}, []string{"gorm-of-omm", "bumpsy"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	b := s.creature(1, "bumpsy")
	s.hjAttach(0, "protect-the-weak", k)
	g0, g1 := s.artifact(0, "gorm-of-omm"), s.artifact(1, "gorm-of-omm")
	s.hand(0, "tachyon-pulse")
	s.house("staralliance")
	s.wantRules(s.play("tachyon-pulse"), "")
	s.wantZone(g0, ZoneDiscard)
	s.wantZone(g1, ZoneDiscard)
	s.hjWantFlag(k, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flExhausted, false, "exhausted")
	s.hjWantFlag(b, flExhausted, false, "exhausted")
}

// Minerva’s Wings: "This creature cannot fight or reap and gains, “Action:
// Draw 2 cards.”"
func TestHandJMinervaSWings(t *testing.T) {
	for _, fight := range []bool{false, true} {
		s := secondTurnScen(t, "logos", []string{"minerva-s-wings", "krump", "bumpsy"}, []string{"troll"})
		k := s.creature(0, "krump")
		s.creature(0, "bumpsy")
		s.creature(1, "troll")
		s.hjAttach(0, "minerva-s-wings", k)
		s.house("brobnar")
		if fight {
			s.wantRules(s.fight("krump", "troll"), "restricted")
			s.wantRules(s.fight("bumpsy", "troll"), "")
		} else {
			s.wantRules(s.reap("krump"), "restricted")
			s.wantRules(s.reap("bumpsy"), "")
		}
	}

	s := secondTurnScen(t, "logos", []string{"minerva-s-wings", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	s.hjAttach(0, "minerva-s-wings", k)
	s.house("brobnar")
	hand := s.g.p[0].handSize()
	s.wantRules(s.hbAction("krump"), "")
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand+2)
}

// Shard of Strength: "Action: Give a friendly creature a +1 power counter
// for each friendly Shard."
func TestHandJShardOfStrength(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"shard-of-strength", "shard-of-pain", "krump"}, []string{"troll"})
	s.artifact(0, "shard-of-strength")
	s.artifact(0, "shard-of-pain")
	k := s.creature(0, "krump")
	s.creature(1, "troll")
	s.house("brobnar")
	s.wantRules(s.hbAction("shard-of-strength"), "")
	s.wantInt("Krump's power counters", int(s.g.cards[k].counters), 2)
}

// Technobabble: "Play: Stun a creature and each of its neighbors that
// shares a house with it."
func TestHandJTechnobabble(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"technobabble"}, []string{"troll", "krump", "urchin", "bumpsy"})
	tr, k, u, b := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "urchin"), s.creature(1, "bumpsy")
	s.hand(0, "technobabble")
	s.house("staralliance")
	s.play("technobabble")
	s.wantRules(s.choose("krump"), "")
	for _, c := range []struct {
		id   int16
		want bool
	}{{tr, true}, {k, true}, {u, false}, {b, false}} {
		s.hjWantFlag(c.id, flStunned, c.want, "stunned")
	}
}

// Tidal Trouble: "Play: Stun an enemy creature and each creature that
// shares a house with it."
func TestHandJTidalTrouble(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"tidal-trouble", "krump", "chauncey"}, []string{"troll", "urchin"})
	k, c := s.creature(0, "krump"), s.creature(0, "chauncey")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.hand(0, "tidal-trouble")
	s.house("keyraken")
	s.play("tidal-trouble")
	s.wantRules(s.choose("troll"), "")
	s.hjWantFlag(tr, flStunned, true, "stunned")
	s.hjWantFlag(k, flStunned, true, "stunned") // Brobnar, a friendly one
	s.hjWantFlag(c, flStunned, false, "stunned")
	s.hjWantFlag(u, flStunned, false, "stunned")
}

// Chauncey: "Action: Destroy another friendly creature and Chauncey. If
// you do, gain 3A."
func TestHandJChauncey(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"chauncey", "krump", "troll"}, []string{"urchin"})
	c, k, tr := s.creature(0, "chauncey"), s.creature(0, "krump"), s.creature(0, "troll")
	u := s.creature(1, "urchin")
	s.house("dis")
	s.hbAction("chauncey")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(c, ZoneDiscard)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
	s.wantAember(0, 3)
}

// Galactic Tariff: "This creature gains, “After Fight/After Reap: Capture
// 1A from your own side.”"
func TestHandJGalacticTariff(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"galactic-tariff", "krump"}, nil)
	k := s.creature(0, "krump")
	s.hjAttach(0, "galactic-tariff", k)
	s.g.p[0].aember, s.g.p[1].aember = 3, 3
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantAember(0, 3) // 3, the reap, 1 captured
	s.wantAember(1, 3)
}

// Redline Rotation: "Play: If your opponent has 7A or more, steal half of
// their A (rounding down)." Rant and Rive: "Play: If your opponent has 8A
// or more, they lose half their A (rounding down the loss)."
func TestHandJHalfTheirAember(t *testing.T) {
	for _, tc := range []struct {
		id         string
		h          House
		bob        int
		wantA, wnB int
	}{
		{"redline-rotation", "skyborn", 7, 4, 4},
		{"redline-rotation", "skyborn", 6, 1, 6},
		{"redline-rotation", "skyborn", 9, 5, 5},
		{"rant-and-rive", "brobnar", 9, 1, 5},
		{"rant-and-rive", "brobnar", 8, 1, 4},
		{"rant-and-rive", "brobnar", 7, 1, 7},
	} {
		s := secondTurnScen(t, tc.h, []string{tc.id}, nil)
		s.g.p[1].aember = tc.bob
		s.hand(0, tc.id)
		s.house(tc.h)
		s.wantRules(s.play(tc.id), "")
		s.wantAember(0, tc.wantA)
		s.wantAember(1, tc.wnB)
	}
}

// Loyalty Implants: "Omni: Destroy Loyalty Implants. You may use friendly
// Mars creatures this turn."
func TestHandJLoyaltyImplants(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"loyalty-implants", "zorg", "yandylinx"}, nil)
	li := s.artifact(0, "loyalty-implants")
	s.creature(0, "zorg")
	s.creature(0, "yandylinx")
	s.house("brobnar")
	s.wantRules(s.reap("zorg"), "not-active-house")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "loyalty-implants"}}), "")
	s.wantZone(li, ZoneDiscard)
	s.wantRules(s.reap("yandylinx"), "")
}

// Wind Shield: "This creature gains elusive and “After Reap: A friendly
// creature captures 1A.”"
func TestHandJWindShield(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"wind-shield", "krump", "troll"}, nil)
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.hjAttach(0, "wind-shield", k)
	s.wantInt("Krump's elusive", s.g.keywordN(k, Elusive), 1)
	s.wantInt("Troll's elusive", s.g.keywordN(tr, Elusive), 0)
	s.g.p[1].aember = 2
	s.house("brobnar")
	s.reap("krump")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(1, 1)
}

// Navigator Ketarr: "After Reap: If Navigator Ketarr is on a flank, draw 2
// cards and archive a card."
func TestHandJNavigatorKetarr(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"navigator-ketarr", "krump"}, nil)
	s.creature(0, "navigator-ketarr")
	kr := s.hand(0, "krump")
	hand := s.g.p[0].handSize()
	s.house("skyborn")
	s.reap("navigator-ketarr")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(kr, ZoneArchives)
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand+1)

	s = secondTurnScen(t, "skyborn", []string{"navigator-ketarr", "krump", "troll"}, nil)
	s.creature(0, "krump")
	s.creature(0, "navigator-ketarr")
	s.creature(0, "troll")
	hand = s.g.p[0].handSize()
	s.house("skyborn")
	s.wantRules(s.reap("navigator-ketarr"), "")
	s.wantInt("Alice's hand (not on a flank)", s.g.p[0].handSize(), hand)
}

// Succubus: "During their “draw cards” step, your opponent refills their
// hand to 1 less card." Anvil Crawler and The Howling Pit: "Each player
// refills their hand to 1 additional card during their “draw cards”
// step."
func TestHandJRefills(t *testing.T) {
	for _, tc := range []struct {
		id         string
		art        bool
		alice, bob int
	}{{"succubus", false, 0, -1}, {"anvil-crawler", false, 1, 1}, {"the-howling-pit", true, 1, 1}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{tc.id}, nil)
			if tc.art {
				s.artifact(0, tc.id)
			} else {
				s.creature(0, tc.id)
			}
			s.wantInt("Alice's refill", s.g.hcRefillMod(0), tc.alice)
			s.wantInt("Bob's refill", s.g.hcRefillMod(1), tc.bob)
			s.house("logos")
			s.hjHandTo(0, 2)
			s.end()
			s.wantInt("Alice's hand after her turn", s.g.p[0].handSize(), 6+tc.alice)
			s.house("shadows")
			s.hjHandTo(1, 2)
			s.end()
			s.wantInt("Bob's hand after his turn", s.g.p[1].handSize(), 6+tc.bob)
		})
	}
}

// D.B. Gobber: "After Reap: Your opponent loses 1A. Scrap: Each player with
// 7A or more loses 2A."
func TestHandJDBGobber(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"db-gobber", "db-gobber"}, nil)
	s.creature(0, "db-gobber")
	s.hand(0, "db-gobber")
	s.house("brobnar")
	s.g.p[0].aember, s.g.p[1].aember = 7, 8
	s.wantRules(s.reap("db-gobber"), "")
	s.wantAember(0, 8)
	s.wantAember(1, 7)
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "db-gobber"}}), "")
	s.wantAember(0, 6)
	s.wantAember(1, 5)
}

// Knowledge is Power: "Play: Choose one: Archive a card. Gain 1A for each
// card in your archives."
func TestHandJKnowledgeIsPower(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"knowledge-is-power", "knowledge-is-power", "krump", "troll"}, nil)
	for _, id := range []string{"krump", "troll"} {
		s.g.put(s.take(0, id), ZoneArchives)
	}
	s.hand(0, "knowledge-is-power")
	s.house("logos")
	s.play("knowledge-is-power")
	s.wantRules(s.words("2"), "")
	s.wantAember(0, 2)
	s.hand(0, "knowledge-is-power")
	s.play("knowledge-is-power")
	s.words("1")
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 3)
	s.wantAember(0, 2)
}

// Distributor Janŏŏnt: "After Fight/After Reap: Move 1A from a creature to
// another creature."
func TestHandJDistributorJanoont(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"distributor-janŏŏnt", "krump"}, []string{"troll"})
	s.creature(0, "distributor-janŏŏnt")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 2
	s.house("ekwidon")
	s.reap("distributor-janŏŏnt")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
}

// Trading Frenzy: "Play: A friendly creature and an enemy creature each
// capture 3A from their opponent."
func TestHandJTradingFrenzy(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"trading-frenzy", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 5, 5
	s.hand(0, "trading-frenzy")
	s.house("ekwidon")
	s.wantRules(s.play("trading-frenzy"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 3)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 3)
	s.wantAember(0, 3)
	s.wantAember(1, 2)
}

// Plasma Nozzle: "This creature gains, “Before Fight: Deal 2D to the
// attacked creature, with 2D splash.”"
func TestHandJPlasmaNozzle(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"plasma-nozzle", "troll"}, []string{"krump", "bumpsy", "valdr"})
	tr := s.creature(0, "troll")
	s.hjAttach(0, "plasma-nozzle", tr)
	k, b, v := s.creature(1, "krump"), s.creature(1, "bumpsy"), s.creature(1, "valdr")
	s.house("brobnar")
	s.wantRules(s.fight("troll", "bumpsy"), "")
	s.wantDamage(k, 2)
	s.wantDamage(v, 2)
	s.wantZone(b, ZoneDiscard)
	s.wantDamage(tr, 5) // Bumpsy still fought
}

// Universal Welcome: "Play: Take control of the enemy creature in the
// center of your opponent’s battleline."
func TestHandJUniversalWelcome(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"universal-welcome"}, []string{"krump", "troll", "bumpsy"})
	s.creature(1, "krump")
	tr := s.creature(1, "troll")
	s.creature(1, "bumpsy")
	s.hand(0, "universal-welcome")
	s.house("skyborn")
	s.wantRules(s.play("universal-welcome"), "")
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)

	s = secondTurnScen(t, "skyborn", []string{"universal-welcome"}, []string{"krump", "troll"})
	s.creature(1, "krump")
	s.creature(1, "troll")
	s.hand(0, "universal-welcome")
	s.house("skyborn")
	s.wantRules(s.play("universal-welcome"), "") // no center
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 0)
}

// Ironyx Banner: "Each friendly Ironyx creature gets +1 power and +1 armor.
// Play: Make a token creature."
func TestHandJIronyxBanner(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"ironyx-banner", "ironyx-probe", "catena-fiend"}, []string{"ironyx-probe"})
	a := s.creature(0, "ironyx-probe")
	b := s.creature(1, "ironyx-probe")
	s.hand(0, "ironyx-banner")
	s.house("mars")
	s.wantRules(s.play("ironyx-banner"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.wantInt("friendly Ironyx power", s.g.power(a), 3)
	s.wantInt("friendly Ironyx armor", s.g.armor(a), 1)
	s.wantInt("enemy Ironyx power", s.g.power(b), 2)
}

// Prognosticating Witch: "Play/After Reap: If you have 3 or fewer cards in
// your hand, draw 2 cards."
func TestHandJPrognosticatingWitch(t *testing.T) {
	// The hand after the play: 3 cards draw 2, 4 cards draw none.
	for _, tc := range []struct{ hand, want int }{{4, 5}, {5, 4}} {
		s := secondTurnScen(t, "untamed", []string{"prognosticating-witch"}, nil)
		s.hjHandTo(0, tc.hand-1)
		s.hand(0, "prognosticating-witch")
		s.house("untamed")
		s.wantRules(s.play("prognosticating-witch"), "")
		s.wantInt("Alice's hand", s.g.p[0].handSize(), tc.want)
	}
}

// EMP Blast: "Play: Stun each Mars creature and each Robot creature.
// Destroy each artifact."
func TestHandJEMPBlast(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"emp-blast", "zorg", "gorm-of-omm"}, []string{"purse-a-phone", "troll"})
	z := s.creature(0, "zorg")
	p, tr := s.creature(1, "purse-a-phone"), s.creature(1, "troll")
	gm := s.artifact(0, "gorm-of-omm")
	s.hand(0, "emp-blast")
	s.house("mars")
	s.wantRules(s.play("emp-blast"), "")
	s.hjWantFlag(z, flStunned, true, "stunned")
	s.hjWantFlag(p, flStunned, true, "stunned")
	s.hjWantFlag(tr, flStunned, false, "stunned")
	s.wantZone(gm, ZoneDiscard)
}

// One Last Job: "Play: Purge each friendly Shadows creature. Steal 1A for
// each creature purged this way."
func TestHandJOneLastJob(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"one-last-job", "urchin", "silvertooth", "krump"}, []string{"urchin"})
	u, st, k := s.creature(0, "urchin"), s.creature(0, "silvertooth"), s.creature(0, "krump")
	bu := s.creature(1, "urchin")
	s.g.p[1].aember = 5
	s.hand(0, "one-last-job")
	s.house("shadows")
	s.wantRules(s.play("one-last-job"), "")
	s.wantZone(u, ZonePurged)
	s.wantZone(st, ZonePurged)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(bu, ZoneBattleline)
	s.wantAember(0, 3)
	s.wantAember(1, 3)
}

// Brabble: "Destroyed: Your opponent loses 1A. If it is not your turn, your
// opponent loses 3A instead."
func TestHandJBrabble(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"brabble"}, []string{"brabble"})
	s.creature(0, "brabble")
	s.g.p[0].aember, s.g.p[1].aember = 5, 5
	s.house("dis")
	s.wantRules(s.hjDestroy("brabble"), "")
	s.wantAember(1, 4) // Alice's turn: 1
	s.creature(1, "brabble")
	s.wantRules(s.hjDestroy("brabble"), "")
	s.wantAember(0, 2) // Bob's Brabble on Alice's turn: 3
}

// Change Agent: "After Fight/After Reap: For each card in your opponent’s
// hand in excess of 5, they lose 1A."
func TestHandJChangeAgent(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"change-agent"}, nil)
	s.creature(0, "change-agent")
	s.g.p[1].aember = 5
	for s.g.p[1].handSize() < 8 {
		s.g.draw(1, 1)
	}
	s.house("ekwidon")
	s.wantRules(s.reap("change-agent"), "")
	s.wantAember(1, 2)
}

// Harlock: "Skirmish. After Fight: If the creature Harlock fought was
// destroyed, make a token creature."
func TestHandJHarlock(t *testing.T) {
	for _, tc := range []struct {
		foe  string
		want int
	}{{"silvertooth", 2}, {"staunch-knight", 1}} {
		t.Run(tc.foe, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"harlock", "catena-fiend"}, []string{tc.foe})
			s.creature(0, "harlock")
			s.creature(1, tc.foe)
			s.house("untamed")
			s.wantRules(s.fight("harlock", tc.foe), "")
			s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.want)
		})
	}
}

// Finch Cloak: "After Fight/After Reap: If you have less A than your
// opponent, steal 1A. Otherwise, each player gains 1A."
func TestHandJFinchCloak(t *testing.T) {
	for _, tc := range []struct{ a, b, wantA, wantB int }{{1, 3, 3, 2}, {3, 1, 5, 2}, {2, 3, 4, 4}} {
		s := secondTurnScen(t, "shadows", []string{"finch-cloak"}, nil)
		s.creature(0, "finch-cloak")
		s.g.p[0].aember, s.g.p[1].aember = tc.a, tc.b
		s.house("shadows")
		s.wantRules(s.reap("finch-cloak"), "")
		s.wantAember(0, tc.wantA)
		s.wantAember(1, tc.wantB)
	}
}

// Blorb: "Elusive. Blorb cannot reap. Destroyed: Return Blorb Hive from
// your discard pile to your hand."
func TestHandJBlorb(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"blorb", "blorb-hive"}, nil)
	s.creature(0, "blorb")
	h := s.hbDiscarded(0, "blorb-hive")
	s.house("mars")
	s.wantRules(s.reap("blorb"), "restricted")
	s.wantRules(s.hjDestroy("blorb"), "")
	s.wantZone(h, ZoneHand)
}

// Prototype Harness: "This creature gets +6 power and gains, “At the start
// of your turn, deal 1D to this creature.”"
func TestHandJPrototypeHarness(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"prototype-harness", "krump"}, nil)
	k := s.creature(0, "krump")
	s.hjAttach(0, "prototype-harness", k)
	s.wantInt("Krump's power", s.g.power(k), 12)
	s.house("staralliance")
	s.end()
	s.wantDamage(k, 0)
	s.house("logos")
	s.end()
	s.wantDamage(k, 1)
}

// Press Gang: "Play: Make a token creature. If an enemy creature was
// destroyed this turn, archive Press Gang." Unbinding: the same with a
// friendly creature.
func TestHandJArchivedIfDestroyed(t *testing.T) {
	for _, tc := range []struct {
		id, h, destroy string
		archived       bool
	}{
		{"press-gang", "brobnar", "", false},
		{"press-gang", "brobnar", "urchin", true},
		{"press-gang", "brobnar", "krump", false},
		{"unbinding", "dis", "krump", true},
		{"unbinding", "dis", "urchin", false},
	} {
		t.Run(tc.id+"/"+tc.destroy, func(t *testing.T) {
			s := secondTurnScen(t, House(tc.h), []string{tc.id, "krump", "catena-fiend"}, []string{"urchin"})
			s.creature(0, "krump")
			s.creature(1, "urchin")
			c := s.hand(0, tc.id)
			s.house(House(tc.h))
			if tc.destroy != "" {
				s.hjDestroy(tc.destroy)
			}
			lineBefore := len(s.g.p[0].line)
			s.wantRules(s.play(tc.id), "")
			s.wantInt("Alice's creatures", len(s.g.p[0].line), lineBefore+1)
			if tc.archived {
				s.wantZone(c, ZoneArchives)
			} else {
				s.wantZone(c, ZoneDiscard)
			}
		})
	}
}

// Special Agent Tnega: "Special Agent Tnega gets +2 power for each of its
// Mars neighbors."
func TestHandJSpecialAgentTnega(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"special-agent-tnega", "zorg", "krump", "yandylinx"}, nil)
	s.creature(0, "zorg")
	n := s.creature(0, "special-agent-tnega")
	s.creature(0, "krump")
	s.wantInt("Tnega's power", s.g.power(n), 4)
	s.g.p[0].line[2] = s.creature(0, "yandylinx")
	s.g.p[0].line = s.g.p[0].line[:3]
	s.wantInt("Tnega's power", s.g.power(n), 6)
}

// City Gates: "Action: A friendly creature captures 1A. If that creature
// is a Dinosaur, it captures 2A instead."
func TestHandJCityGates(t *testing.T) {
	for _, tc := range []struct {
		who  string
		want int
	}{{"krump", 1}, {"lictor-justinian", 2}} {
		t.Run(tc.who, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"city-gates", "krump", "lictor-justinian"}, nil)
			s.artifact(0, "city-gates")
			s.creature(0, "krump")
			s.creature(0, "lictor-justinian")
			s.g.p[1].aember = 5
			s.house("saurian")
			s.hbAction("city-gates")
			s.wantRules(s.choose(tc.who), "")
			s.wantAember(1, 5-tc.want)
		})
	}
}

// Art Project: "Play: Unforge an opponent’s key. If you do, purge Art
// Project, and your opponent draws 10 cards."
func TestHandJArtProject(t *testing.T) {
	for _, key := range []bool{true, false} {
		s := secondTurnScen(t, "ekwidon", []string{"art-project"}, nil)
		s.g.p[1].keys[0] = key
		a := s.hand(0, "art-project")
		hand := s.g.p[1].handSize()
		s.house("ekwidon")
		s.wantRules(s.play("art-project"), "")
		s.wantInt("Bob's keys", s.g.p[1].keyCount(), 0)
		if key {
			s.wantZone(a, ZonePurged)
			s.wantInt("Bob's hand", s.g.p[1].handSize(), hand+10)
		} else {
			s.wantZone(a, ZoneDiscard)
			s.wantInt("Bob's hand", s.g.p[1].handSize(), hand)
		}
	}
}

// Baldric the Bold: "Before Fight: If the creature Baldric the Bold fights
// is the most powerful enemy creature, gain 2A."
func TestHandJBaldricTheBold(t *testing.T) {
	for _, tc := range []struct {
		foe  string
		want int
	}{{"silvertooth", 0}, {"troll", 2}} {
		t.Run(tc.foe, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"baldric-the-bold"}, []string{"silvertooth", "troll"})
			s.creature(0, "baldric-the-bold")
			s.creature(1, "silvertooth")
			s.creature(1, "troll")
			s.house("sanctum")
			s.wantRules(s.fight("baldric-the-bold", tc.foe), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Purse-a-phone: "Keys cost –2A. Destroyed: If Shadys is in your discard
// pile, return it to your hand."
func TestHandJPurseAPhone(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"purse-a-phone", "shadys"}, nil)
	base := s.g.keyCost(1)
	s.creature(0, "purse-a-phone")
	s.wantInt("Bob's key cost", s.g.keyCost(1), base-2)
	s.wantInt("Alice's key cost", s.g.keyCost(0), base-2)
	sh := s.hbDiscarded(0, "shadys")
	s.house("geistoid")
	s.wantRules(s.hjDestroy("purse-a-phone"), "")
	s.wantZone(sh, ZoneHand)
	s.wantInt("Bob's key cost", s.g.keyCost(1), base)
}

// Lesser Oxtet: "Elusive. Play: Purge each card in your hand. After Reap:
// Keys cost +3A during your opponent’s next turn."
func TestHandJLesserOxtet(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"lesser-oxtet"}, nil)
	s.hand(0, "lesser-oxtet")
	hand := s.g.p[0].handSize()
	s.house("dis")
	s.wantRules(s.play("lesser-oxtet"), "")
	s.wantInt("Alice's hand", s.g.p[0].handSize(), 0)
	s.wantInt("Alice's purged cards", len(s.g.p[0].purged), hand-1)

	s = secondTurnScen(t, "dis", []string{"lesser-oxtet"}, nil)
	s.creature(0, "lesser-oxtet")
	base := s.g.keyCost(1)
	s.house("dis")
	s.wantRules(s.reap("lesser-oxtet"), "")
	s.end()
	s.wantInt("Bob's key cost on his turn", s.g.keyCost(1), base+3)
	s.wantInt("Alice's key cost", s.g.keyCost(0), base)
}

// Don’t Believe Your Eyes: "Play: If you are haunted, a creature captures
// 2A from its own side. Otherwise, a creature captures 1A."
func TestHandJDontBelieveYourEyes(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		s := secondTurnScen(t, "mars", []string{"don-t-believe-your-eyes", "krump", "troll", "bumpsy", "valdr", "narp", "urchin", "silvertooth", "tocsin", "shooler", "desire"}, []string{"troll"})
		tr := s.creature(1, "troll")
		s.creature(0, "krump")
		if haunted {
			for _, id := range []string{"troll", "bumpsy", "valdr", "narp", "urchin", "silvertooth", "tocsin", "shooler", "desire", "dust-pixie"} {
				s.hbDiscarded(0, id)
			}
		}
		s.g.p[0].aember, s.g.p[1].aember = 3, 3
		s.hand(0, "don-t-believe-your-eyes")
		s.house("mars")
		s.play("don-t-believe-your-eyes")
		s.wantRules(s.choose("troll"), "")
		if haunted {
			s.wantInt("Æmber on Troll (haunted)", int(s.g.cards[tr].aember), 2)
			s.wantAember(1, 1)
			s.wantAember(0, 3)
		} else {
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
			s.wantAember(1, 3)
			s.wantAember(0, 2)
		}
	}
}

// Namel’s Confession: "Play: Destroy a friendly creature. If you do, gain
// A equal to half its power (rounding down the gain)."
func TestHandJNamelSConfession(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"namel-s-confession", "troll", "krump"}, nil)
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	s.hand(0, "namel-s-confession")
	s.house("redemption")
	s.play("namel-s-confession")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantAember(0, 5) // the bonus icon, 8/2
}

// Choking Ivy: "Play: Destroy each creature with the lowest power. If you
// are not haunted, repeat the preceding effect."
func TestHandJChokingIvy(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"choking-ivy", "urchin", "krump"}, []string{"silvertooth", "bumpsy", "urchin"})
	u0, k := s.creature(0, "urchin"), s.creature(0, "krump")
	st, b, u1 := s.creature(1, "silvertooth"), s.creature(1, "bumpsy"), s.creature(1, "urchin")
	s.hand(0, "choking-ivy")
	s.house("untamed")
	s.wantRules(s.play("choking-ivy"), "")
	s.wantZone(u0, ZoneDiscard)
	s.wantZone(u1, ZoneDiscard)
	s.wantZone(st, ZoneDiscard) // the second time
	s.wantZone(b, ZoneBattleline)
	s.wantZone(k, ZoneBattleline)
}

// Tidal Wave: "Play: If the tide is high, destroy a creature and each of
// its neighbors. Your opponent raises the tide."
func TestHandJTidalWave(t *testing.T) {
	for _, high := range []bool{true, false} {
		s := secondTurnScen(t, "unfathomable", []string{"tidal-wave"}, []string{"krump", "troll", "bumpsy", "urchin"})
		k, tr, b, u := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy"), s.creature(1, "urchin")
		s.g.p[0].tide = high
		s.hand(0, "tidal-wave")
		s.house("unfathomable")
		s.play("tidal-wave")
		if high {
			s.wantRules(s.choose("troll"), "")
		}
		gone := map[int16]bool{k: high, tr: high, b: high, u: false}
		for id, g := range gone {
			if g {
				s.wantZone(id, ZoneDiscard)
			} else {
				s.wantZone(id, ZoneBattleline)
			}
		}
		if !s.g.p[1].tide || s.g.p[0].tide {
			t.Errorf("tide: Alice %v, Bob %v; want Bob's high", s.g.p[0].tide, s.g.p[1].tide)
		}
	}
}

// Bury Riches: "Play: If the tide is high, move 1A from each creature to
// its controller's pool. Otherwise, raise the tide."
func TestHandJBuryRiches(t *testing.T) {
	for _, high := range []bool{true, false} {
		s := secondTurnScen(t, "saurian", []string{"bury-riches", "krump"}, []string{"troll"})
		k, tr := s.creature(0, "krump"), s.creature(1, "troll")
		s.g.cards[k].aember, s.g.cards[tr].aember = 2, 1
		s.g.p[0].tide = high
		s.hand(0, "bury-riches")
		s.house("saurian")
		s.wantRules(s.play("bury-riches"), "")
		if high {
			s.wantAember(0, 1)
			s.wantAember(1, 1)
			s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
		} else {
			s.wantAember(0, 0)
			s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
			if !s.g.p[0].tide {
				t.Errorf("the tide was not raised")
			}
		}
	}
}

// Perplexing Sophistry: "Play: If you have more A than your opponent, they
// discard a random card from their hand and you draw a card."
func TestHandJPerplexingSophistry(t *testing.T) {
	for _, tc := range []struct {
		a, b int
		does bool
	}{{3, 1, true}, {0, 1, false}} {
		s := secondTurnScen(t, "shadows", []string{"perplexing-sophistry"}, nil)
		s.g.p[0].aember, s.g.p[1].aember = tc.a, tc.b
		s.hand(0, "perplexing-sophistry")
		bob, alice := s.g.p[1].handSize(), s.g.p[0].handSize()
		s.house("shadows")
		s.play("perplexing-sophistry")
		if tc.does {
			s.wantRules(s.choose("dust-pixie"), "")
			s.wantInt("Bob's hand", s.g.p[1].handSize(), bob-1)
			s.wantInt("Alice's hand", s.g.p[0].handSize(), alice)
		} else {
			s.wantInt("Bob's hand", s.g.p[1].handSize(), bob)
			s.wantInt("Alice's hand", s.g.p[0].handSize(), alice-1)
		}
	}
}

// Heed the Horde: "Play: For each friendly Mutant creature, your opponent
// loses 1A. Fate: Each enemy Mutant creature captures 1A."
func TestHandJHeedTheHorde(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"heed-the-horde", "zorg", "zorg"}, []string{"zorg"})
	s.creature(0, "zorg")
	s.creature(0, "zorg")
	s.creature(1, "zorg")
	s.g.p[1].aember = 5
	s.hand(0, "heed-the-horde")
	s.house("redemption")
	s.wantRules(s.play("heed-the-horde"), "")
	s.wantAember(1, 3)

	// Fate: Bob's card, fulfilled on Alice's turn: Bob's Mutants capture.
	s = secondTurnScen(t, "brobnar", []string{"zorg"}, []string{"heed-the-horde", "zorg"})
	az := s.creature(0, "zorg")
	bz := s.creature(1, "zorg")
	s.house("brobnar")
	s.g.p[0].aember = 3
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "heed-the-horde"}}), "")
	s.wantInt("Æmber on Bob's Zorg", int(s.g.cards[bz].aember), 1)
	s.wantInt("Æmber on Alice's Zorg", int(s.g.cards[az].aember), 0)
	s.wantAember(0, 2)
}

// Manchego: "Play: If you have 5 or fewer cards in your deck, steal 2A.
// After Fight/After Reap: You may shuffle Manchego into your deck."
func TestHandJManchego(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"manchego"}, nil)
	s.g.p[1].aember = 4
	m := s.hand(0, "manchego")
	s.house("shadows")
	s.wantRules(s.play("manchego"), "")
	s.wantAember(0, 0) // a full deck
	s.g.cards[m].flags &^= flExhausted
	s.reap("manchego")
	s.wantRules(s.words("yes"), "")
	s.wantZone(m, ZoneUnknown)

	s = secondTurnScen(t, "shadows", []string{"manchego"}, nil)
	s.g.p[1].aember = 4
	s.hand(0, "manchego")
	for s.g.p[0].deckSize() > 5 {
		s.g.moveTop(0, 1, false)
	}
	s.house("shadows")
	s.wantRules(s.play("manchego"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 2)
}

// Tide Warp: "At the start of your turn, if the tide is high, your
// opponent raises the tide. Otherwise, you raise the tide."
func TestHandJTideWarp(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"tide-warp"}, nil)
	s.artifact(0, "tide-warp")
	s.house("logos")
	s.end()
	s.house("shadows")
	s.end() // Alice's turn starts, the tide not high for her: she raises it
	if !s.g.p[0].tide {
		t.Fatalf("Alice did not raise the tide")
	}
	s.house("logos")
	s.end()
	s.house("shadows")
	s.end() // high for Alice: Bob raises it
	if !s.g.p[1].tide || s.g.p[0].tide {
		t.Errorf("tide: Alice %v, Bob %v; want Bob's high", s.g.p[0].tide, s.g.p[1].tide)
	}
}

// Deimos Burst: "Play: Destroy each friendly artifact and each friendly
// flank creature. Gain 1A for each card destroyed this way."
func TestHandJDeimosBurst(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"deimos-burst", "krump", "troll", "bumpsy", "gorm-of-omm"}, []string{"urchin"})
	k, tr, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	gm := s.artifact(0, "gorm-of-omm")
	u := s.creature(1, "urchin")
	s.hand(0, "deimos-burst")
	s.house("mars")
	s.wantRules(s.play("deimos-burst"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(b, ZoneDiscard)
	s.wantZone(gm, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
	s.wantAember(0, 3)
}

// Numquid the Fair: "Play: Destroy an enemy creature. Repeat this card’s
// effect if your opponent still controls more creatures than you."
func TestHandJNumquidTheFair(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"numquid-the-fair"}, []string{"krump", "troll", "bumpsy"})
	k, tr, b := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "numquid-the-fair")
	s.house("sanctum")
	s.play("numquid-the-fair")
	s.choose("krump") // 2 against Numquid's 1: again
	s.wantRules(s.choose("troll"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(b, ZoneBattleline) // 1 against 1: no more
}

// Submersive Principle: "Play: Each player loses 1A. If the tide is high,
// each player loses half their A instead (rounding down the loss)."
func TestHandJSubmersivePrinciple(t *testing.T) {
	for _, tc := range []struct {
		high         bool
		wantA, wantB int
	}{{false, 4, 6}, {true, 3, 4}} {
		s := secondTurnScen(t, "logos", []string{"submersive-principle"}, nil)
		s.g.p[0].tide = tc.high
		s.hand(0, "submersive-principle")
		s.house("logos")
		s.g.p[0].aember, s.g.p[1].aember = 5, 7
		s.wantRules(s.play("submersive-principle"), "")
		s.wantAember(0, tc.wantA)
		s.wantAember(1, tc.wantB)
	}
}

// Soldiers to Flowers: "Play: Purge each Untamed creature from each
// player’s discard pile. For each card purged this way, its owner gains
// 1A."
func TestHandJSoldiersToFlowers(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"soldiers-to-flowers", "dust-pixie", "krump"}, []string{"hunting-witch", "flarie", "troll"})
	p := s.hbDiscarded(0, "dust-pixie")
	k := s.hbDiscarded(0, "krump")
	s.hbDiscarded(1, "hunting-witch")
	s.hbDiscarded(1, "flarie")
	tr := s.hbDiscarded(1, "troll")
	s.hand(0, "soldiers-to-flowers")
	s.house("untamed")
	s.wantRules(s.play("soldiers-to-flowers"), "")
	s.wantZone(p, ZonePurged)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantAember(0, 2) // the bonus icon, Dust Pixie
	s.wantAember(1, 2)
}

// Abandon Ship: "Play: Return a creature to its owner’s hand. If the tide
// is high, return 4 creatures to their owners’ hands instead."
func TestHandJAbandonShip(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"abandon-ship"}, []string{"krump", "troll", "bumpsy", "urchin", "valdr"})
	for _, id := range []string{"krump", "troll", "bumpsy", "urchin", "valdr"} {
		s.creature(1, id)
	}
	s.g.p[0].tide = true
	s.hand(0, "abandon-ship")
	s.house("unfathomable")
	s.play("abandon-ship")
	s.wantRules(s.choose("krump", "troll", "bumpsy", "urchin"), "")
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 1)

	s = secondTurnScen(t, "unfathomable", []string{"abandon-ship"}, []string{"krump", "troll"})
	s.creature(1, "krump")
	s.creature(1, "troll")
	s.hand(0, "abandon-ship")
	s.house("unfathomable")
	s.play("abandon-ship")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Bob's creatures (tide low)", len(s.g.p[1].line), 1)
}

// Hire On: "Play: Make a token creature. If there is a combined total of
// 6A or more between both players’ pools, archive Hire On."
func TestHandJHireOn(t *testing.T) {
	for _, tc := range []struct {
		a, b     int
		archived bool
	}{{3, 3, true}, {2, 3, false}} {
		s := secondTurnScen(t, "ekwidon", []string{"hire-on", "catena-fiend"}, nil)
		h := s.hand(0, "hire-on")
		s.house("ekwidon")
		s.g.p[0].aember, s.g.p[1].aember = tc.a, tc.b
		s.wantRules(s.play("hire-on"), "")
		s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
		if tc.archived {
			s.wantZone(h, ZoneArchives)
		} else {
			s.wantZone(h, ZoneDiscard)
		}
	}
}

// Third of Cliff: "Elusive. Action: If your red key is forged, destroy
// each enemy flank creature. Otherwise, destroy an enemy flank creature."
func TestHandJThirdOfCliff(t *testing.T) {
	for _, red := range []bool{true, false} {
		s := secondTurnScen(t, "skyborn", []string{"third-of-cliff"}, []string{"krump", "troll", "bumpsy"})
		s.creature(0, "third-of-cliff")
		k, tr, b := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
		s.g.p[0].keys[KeyRed-1] = red
		s.house("skyborn")
		s.hbAction("third-of-cliff")
		if red {
			s.wantZone(k, ZoneDiscard)
			s.wantZone(b, ZoneDiscard)
		} else {
			s.wantRules(s.choose("bumpsy"), "")
			s.wantZone(k, ZoneBattleline)
			s.wantZone(b, ZoneDiscard)
		}
		s.wantZone(tr, ZoneBattleline)
	}
}

// Mating Season: "Play: Shuffle each Mars creature into its owner’s deck.
// Each player gains 1A for each creature shuffled into their deck this
// way."
func TestHandJMatingSeason(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mating-season", "zorg", "krump"}, []string{"zorg", "zorg"})
	z := s.creature(0, "zorg")
	k := s.creature(0, "krump")
	s.creature(1, "zorg")
	s.creature(1, "zorg")
	s.hand(0, "mating-season")
	s.house("mars")
	s.wantRules(s.play("mating-season"), "")
	s.wantZone(z, ZoneUnknown)
	s.wantZone(k, ZoneBattleline)
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 0)
	s.wantAember(0, 2) // the bonus icon and 1
	s.wantAember(1, 2)
}

// Experiment Q: "Experiment Q gets +1 power for each Mars creature in play.
// Play: For each Mars creature in play, stun a non-Mars creature."
func TestHandJExperimentQ(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"experiment-q"}, []string{"zorg", "troll", "krump", "bumpsy"})
	s.creature(1, "zorg")
	tr, k, b := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "bumpsy")
	q := s.hand(0, "experiment-q")
	s.house("mars")
	s.play("experiment-q")
	s.choose("troll")
	s.wantRules(s.choose("krump"), "")
	s.hjWantFlag(tr, flStunned, true, "stunned")
	s.hjWantFlag(k, flStunned, true, "stunned")
	s.hjWantFlag(b, flStunned, false, "stunned")
	s.wantInt("Experiment Q's power", s.g.power(q), 7)
}

// Genetic Drift: "Play: Give a creature a +1 power counter. Then give each
// creature with a +1 power counter another +1 power counter."
func TestHandJGeneticDrift(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"genetic-drift", "krump"}, []string{"troll", "bumpsy"})
	k := s.creature(0, "krump")
	tr, b := s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.g.cards[b].counters = 2
	s.hand(0, "genetic-drift")
	s.house("untamed")
	s.play("genetic-drift")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Troll's counters", int(s.g.cards[tr].counters), 2)
	s.wantInt("Bumpsy's counters", int(s.g.cards[b].counters), 3)
	s.wantInt("Krump's counters", int(s.g.cards[k].counters), 0)
}

// Indignant Tone: "Play: Deal 3D to a creature. If this damage destroys
// that creature, enrage each of its neighbors after it leaves play."
func TestHandJIndignantTone(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"indignant-tone"}, []string{"krump", "silvertooth", "troll", "bumpsy"})
	k, st, tr, b := s.creature(1, "krump"), s.creature(1, "silvertooth"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "indignant-tone")
	s.house("redemption")
	s.play("indignant-tone")
	s.wantRules(s.choose("silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.hjWantFlag(k, flEnraged, true, "enraged")
	s.hjWantFlag(tr, flEnraged, true, "enraged")
	s.hjWantFlag(b, flEnraged, false, "enraged")

	s = secondTurnScen(t, "redemption", []string{"indignant-tone"}, []string{"krump", "troll"})
	k, tr = s.creature(1, "krump"), s.creature(1, "troll")
	s.hand(0, "indignant-tone")
	s.house("redemption")
	s.play("indignant-tone")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 3)
	s.hjWantFlag(k, flEnraged, false, "enraged (Troll survived)")
}

// Unleash the Beast: "Play: Exhaust a friendly creature. If you do, deal
// damage equal to the exhausted creature’s power to an enemy creature."
func TestHandJUnleashTheBeast(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"unleash-the-beast", "krump", "troll"}, []string{"valdr", "bumpsy"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.hjExhaust(tr)
	v, b := s.creature(1, "valdr"), s.creature(1, "bumpsy")
	s.hand(0, "unleash-the-beast")
	s.house("untamed")
	s.play("unleash-the-beast") // Krump is the only ready one: by itself
	s.wantRules(s.choose("valdr"), "")
	s.hjWantFlag(k, flExhausted, true, "exhausted")
	s.wantZone(v, ZoneDiscard) // 6 damage
	s.wantDamage(b, 0)
}

// Power Up: "Play: Give a friendly creature two +1 power counters. If that
// creature is the most powerful creature, archive this card."
func TestHandJPowerUp(t *testing.T) {
	for _, tc := range []struct {
		who      string
		archived bool
	}{{"krump", true}, {"urchin", false}} {
		s := secondTurnScen(t, "untamed", []string{"power-up", "krump", "urchin"}, []string{"troll"})
		s.creature(0, "krump")
		s.creature(0, "urchin")
		s.creature(1, "troll")
		p := s.hand(0, "power-up")
		s.house("untamed")
		s.play("power-up")
		s.wantRules(s.choose(tc.who), "")
		if tc.archived {
			s.wantZone(p, ZoneArchives) // 8 power, as Troll: the most powerful
		} else {
			s.wantZone(p, ZoneDiscard)
		}
	}
}

// Grave Bounty: "Play: Purge a card from your discard pile. If you do,
// your opponent loses 2A. Fate: Purge the top 2 cards of your discard
// pile."
func TestHandJGraveBounty(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"grave-bounty", "krump"}, nil)
	k := s.hbDiscarded(0, "krump")
	s.g.p[1].aember = 3
	s.hand(0, "grave-bounty")
	s.house("dis")
	s.wantRules(s.play("grave-bounty"), "") // Krump is the only one
	s.wantZone(k, ZonePurged)
	s.wantAember(1, 1)

	s = secondTurnScen(t, "brobnar", []string{"krump", "troll", "bumpsy"}, []string{"grave-bounty"})
	s.hbDiscarded(0, "krump")
	tr, b := s.hbDiscarded(0, "troll"), s.hbDiscarded(0, "bumpsy")
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "grave-bounty"}}), "")
	s.wantZone(tr, ZonePurged)
	s.wantZone(b, ZonePurged)
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 1)
}

// “John Smyth”: "Elusive. After Fight/After Reap: Ready a non‑Agent Mars
// creature."
func TestHandJJohnSmyth(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"john-smyth", "john-smyth", "zorg"}, nil)
	s.creature(0, "john-smyth")
	j2, z := s.creature(0, "john-smyth"), s.creature(0, "zorg")
	s.hjExhaust(j2, z)
	s.house("mars")
	s.wantRules(s.reap("john-smyth"), "") // Zorg is the only non-Agent
	s.hjWantFlag(z, flExhausted, false, "exhausted")
	s.hjWantFlag(j2, flExhausted, true, "exhausted")
}

// Guardian Demon: "Play/After Fight/After Reap: Heal up to 2 damage from a
// creature. Deal D to another creature equal to the damage healed this
// way."
func TestHandJGuardianDemon(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"guardian-demon", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[k].damage = 1
	s.hand(0, "guardian-demon")
	s.house("dis")
	s.play("guardian-demon")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantDamage(k, 0)
	s.wantDamage(tr, 1) // 1 healed
}

// Call of the Void: "Play: Exhaust a creature. If it was already
// exhausted, destroy it instead and its controller loses 1A."
func TestHandJCallOfTheVoid(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"call-of-the-void"}, []string{"krump", "troll"})
	k, tr := s.creature(1, "krump"), s.creature(1, "troll")
	s.hjExhaust(tr)
	s.g.p[1].aember = 2
	s.hand(0, "call-of-the-void")
	s.house("unfathomable")
	s.play("call-of-the-void")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantAember(1, 1)
	s.hjWantFlag(k, flExhausted, false, "exhausted")

	s = secondTurnScen(t, "unfathomable", []string{"call-of-the-void"}, []string{"krump"})
	k = s.creature(1, "krump")
	s.hand(0, "call-of-the-void")
	s.house("unfathomable")
	s.wantRules(s.play("call-of-the-void"), "")
	s.hjWantFlag(k, flExhausted, true, "exhausted")
	s.wantZone(k, ZoneBattleline)
}

// The Red Death: "The Red Death cannot ready unless you are haunted. After
// Fight: Gain 1A and draw a card."
func TestHandJTheRedDeath(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"the-red-death"}, []string{"troll"})
	rd := s.creature(0, "the-red-death")
	s.creature(1, "troll")
	hand := s.g.p[0].handSize()
	s.house("mars")
	s.wantRules(s.fight("the-red-death", "troll"), "")
	s.wantAember(0, 1)
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand+1)
	s.end()
	s.house("shadows")
	s.end()
	s.hjWantFlag(rd, flExhausted, true, "exhausted (not haunted)")
}

// Brachiaditus: "Deploy. Play: Stun each of Brachiaditus’s neighbors and
// move 1A from each of them to the common supply."
func TestHandJBrachiaditus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"brachiaditus", "krump", "troll", "bumpsy"}, nil)
	k, tr, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	s.g.cards[k].aember, s.g.cards[tr].aember, s.g.cards[b].aember = 2, 1, 1
	s.hand(0, "brachiaditus")
	s.house("saurian")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "brachiaditus"}, Flank: FlankAt, Pos: 1}), "")
	s.hjWantFlag(k, flStunned, true, "stunned")
	s.hjWantFlag(tr, flStunned, true, "stunned")
	s.hjWantFlag(b, flStunned, false, "stunned")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.wantInt("Æmber on Bumpsy", int(s.g.cards[b].aember), 1)
	s.wantAember(0, 0)
}

// Sacred Duty: "This creature gets +2 power and gains, “After Fight: Make a
// token creature.” Play: Ready this creature."
func TestHandJSacredDuty(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"sacred-duty", "krump", "catena-fiend"}, []string{"urchin"})
	k := s.creature(0, "krump")
	s.creature(1, "urchin")
	s.hjExhaust(k)
	s.house("redemption")
	s.wantRules(s.hbPlayUpgrade("sacred-duty", "krump"), "")
	s.hjWantFlag(k, flExhausted, false, "exhausted")
	s.wantInt("Krump's power", s.g.power(k), 8)
	s.end()
	s.house("shadows")
	s.end()
	s.house("brobnar")
	s.wantRules(s.fight("krump", "urchin"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
}

// The Susurrus: "Action: Exhaust a friendly Unfathomable creature. If you
// do, exhaust up to 3 creatures and/or artifacts."
func TestHandJTheSusurrus(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"the-susurrus", "tentaclid"}, []string{"troll", "krump", "gorm-of-omm"})
	s.artifact(0, "the-susurrus")
	tc := s.creature(0, "tentaclid")
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	gm := s.artifact(1, "gorm-of-omm")
	s.house("unfathomable")
	s.hbAction("the-susurrus") // Tentaclid: by itself
	s.wantRules(s.choose("troll", "gorm-of-omm"), "")
	s.hjWantFlag(tc, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flExhausted, true, "exhausted")
	s.hjWantFlag(gm, flExhausted, true, "exhausted")
	s.hjWantFlag(k, flExhausted, false, "exhausted")
}

// Pull Up Stakes: "Play: Shuffle 2 friendly creatures into their owners’
// decks. Return 4 enemy creatures to their owners’ hands."
func TestHandJPullUpStakes(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"pull-up-stakes", "krump", "troll", "bumpsy"}, []string{"urchin", "valdr"})
	k, tr, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	u, v := s.creature(1, "urchin"), s.creature(1, "valdr")
	s.hand(0, "pull-up-stakes")
	s.house("ekwidon")
	s.play("pull-up-stakes")
	s.wantRules(s.choose("krump", "bumpsy"), "") // the enemy two: by themselves
	s.wantZone(k, ZoneUnknown)
	s.wantZone(b, ZoneUnknown)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(u, ZoneHand)
	s.wantZone(v, ZoneHand)
}

// Tomwa of the Glow (evil twin): "Reap: If the tide is high, exhaust an
// enemy creature and your opponent discards a random card from their
// hand."
func TestHandJTomwaOfTheGlowEvilTwin(t *testing.T) {
	for _, high := range []bool{true, false} {
		s := secondTurnScen(t, "unfathomable", []string{"tomwa-of-the-glow-evil-twin"}, []string{"troll"})
		s.creature(0, "tomwa-of-the-glow-evil-twin")
		tr := s.creature(1, "troll")
		s.g.p[0].tide = high
		hand := s.g.p[1].handSize()
		s.house("unfathomable")
		s.reap("tomwa-of-the-glow-evil-twin")
		if high {
			s.wantRules(s.choose("dust-pixie"), "")
			s.wantInt("Bob's hand", s.g.p[1].handSize(), hand-1)
		} else {
			s.wantInt("Bob's hand", s.g.p[1].handSize(), hand)
		}
		s.hjWantFlag(tr, flExhausted, high, "exhausted")
	}
}

// Dreadbone Decimus: "Play/After Fight: You may exalt Dreadbone Decimus. If
// you do, destroy a creature with lower power than Dreadbone Decimus."
func TestHandJDreadboneDecimus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"dreadbone-decimus"}, []string{"troll", "krump", "silvertooth"})
	tr, k, st := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "silvertooth")
	d := s.hand(0, "dreadbone-decimus")
	s.house("saurian")
	s.play("dreadbone-decimus")
	s.words("yes")
	s.wantRules(s.choose("silvertooth"), "")
	s.wantInt("Æmber on Dreadbone", int(s.g.cards[d].aember), 1)
	s.wantZone(st, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(k, ZoneBattleline)

	s = secondTurnScen(t, "saurian", []string{"dreadbone-decimus"}, []string{"troll", "silvertooth"})
	s.creature(1, "troll")
	st = s.creature(1, "silvertooth")
	d = s.hand(0, "dreadbone-decimus")
	s.house("saurian")
	s.play("dreadbone-decimus")
	s.wantRules(s.words("no"), "")
	s.wantInt("Æmber on Dreadbone", int(s.g.cards[d].aember), 0)
	s.wantZone(st, ZoneBattleline)
}

// Soultender: "Play/After Reap: Move each A from each Specter creature to
// the common supply. Fully heal and ward each Specter creature."
func TestHandJSoultender(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"soultender", "purse-a-phone", "krump"}, []string{"shadys"})
	p, k := s.creature(0, "purse-a-phone"), s.creature(0, "krump")
	sh := s.creature(1, "shadys")
	s.g.cards[p].aember, s.g.cards[p].damage = 2, 3
	s.g.cards[sh].aember, s.g.cards[k].aember = 1, 1
	s.hand(0, "soultender")
	s.house("geistoid")
	s.wantRules(s.play("soultender"), "")
	s.wantInt("Æmber on Purse-a-phone", int(s.g.cards[p].aember), 0)
	s.wantInt("Æmber on Shadys", int(s.g.cards[sh].aember), 0)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantDamage(p, 0)
	s.hjWantFlag(p, flWarded, true, "warded")
	s.hjWantFlag(sh, flWarded, true, "warded")
	s.hjWantFlag(k, flWarded, false, "warded")
	s.wantAember(0, 0)
}

// Zyzzix the Many: "Fight/Reap: You may reveal a creature from your hand.
// If you do, archive it and Zyzzix the Many gets three +1 power counters."
func TestHandJZyzzixTheMany(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"zyzzix-the-many", "krump"}, nil)
	z := s.creature(0, "zyzzix-the-many")
	k := s.hand(0, "krump")
	s.house("mars")
	s.reap("zyzzix-the-many")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneArchives)
	s.wantInt("Zyzzix's power", s.g.power(z), 6)
}

// Crimson Dax: "After Reap: You may reveal a non-Mars card from your hand.
// If you do, purge it and give a Mars creature three +1 power counters."
func TestHandJCrimsonDax(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"crimson-dax", "krump", "zorg"}, nil)
	s.creature(0, "crimson-dax")
	z := s.creature(0, "zorg")
	k := s.hand(0, "krump")
	s.house("mars")
	s.reap("crimson-dax")
	s.choose("krump")
	s.wantRules(s.choose("zorg"), "")
	s.wantZone(k, ZonePurged)
	s.wantInt("Zorg's counters", int(s.g.cards[z].counters), 3)
}

// Archlegate Valeria: "Before Fight: Exalt an enemy creature for each of
// Archlegate Valeria’s Saurian neighbors."
func TestHandJArchlegateValeria(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"archlegate-valeria", "dreadbone-decimus", "krump"}, []string{"urchin", "troll"})
	s.creature(0, "dreadbone-decimus")
	s.creature(0, "archlegate-valeria")
	s.creature(0, "krump")
	u := s.creature(1, "urchin")
	tr := s.creature(1, "troll")
	s.house("saurian")
	s.fight("archlegate-valeria", "urchin")
	s.wantRules(s.choose("troll"), "") // one Saurian neighbor: one exalt
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("Æmber on Urchin", int(s.g.cards[u].aember), 0)
}

// Dredging Druid: "Elusive. Reap: If the tide is high, put up to 3
// creatures from your discard pile on top of your deck."
func TestHandJDredgingDruid(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"dredging-druid", "krump", "troll"}, nil)
	s.creature(0, "dredging-druid")
	k, tr := s.hbDiscarded(0, "krump"), s.hbDiscarded(0, "troll")
	s.g.p[0].tide = true
	s.house("untamed")
	s.reap("dredging-druid")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDeck)
	s.wantZone(tr, ZoneDiscard)
}

// Decadence: "Play: Choose one: • Exalt, ready, and use a friendly
// creature. • Move 1A from a creature to another creature."
func TestHandJDecadence(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"decadence", "krump"}, nil)
	k := s.creature(0, "krump")
	s.hjExhaust(k)
	s.hand(0, "decadence")
	s.house("saurian")
	s.play("decadence")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"1", "reap"}}), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantAember(0, 1) // the reap
	s.hjWantFlag(k, flExhausted, true, "exhausted")

	s = secondTurnScen(t, "saurian", []string{"decadence", "krump"}, []string{"troll"})
	k = s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 2
	s.hand(0, "decadence")
	s.house("saurian")
	s.play("decadence")
	s.words("2")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
}

// Collector Boren: "After an upgrade is attached to Collector Boren, ready
// Collector Boren. Play: Put an upgrade from your discard pile into your
// hand."
func TestHandJCollectorBoren(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"collector-boren", "plasma-nozzle"}, nil)
	n := s.hbDiscarded(0, "plasma-nozzle")
	b := s.hand(0, "collector-boren")
	s.house("staralliance")
	s.wantRules(s.play("collector-boren"), "")
	s.wantZone(n, ZoneHand)
	s.hjWantFlag(b, flExhausted, true, "exhausted")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "plasma-nozzle"}, Target: CardRef{ID: "collector-boren"}}), "")
	s.hjWantFlag(b, flExhausted, false, "exhausted")
}

// Magda the Rat: "Elusive. Play: Steal 2A. Leaves Play: Your opponent
// steals 2A."
func TestHandJMagdaTheRat(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"magda-the-rat"}, nil)
	s.g.p[1].aember = 3
	s.hand(0, "magda-the-rat")
	s.house("shadows")
	s.wantRules(s.play("magda-the-rat"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 1)
	s.wantRules(s.hjDestroy("magda-the-rat"), "")
	s.wantAember(0, 0)
	s.wantAember(1, 3)
}

// Nerotaurus: "After Fight: Enemy creatures cannot reap during your
// opponent’s next turn. After Reap: Enemy creatures cannot fight during
// your opponent’s next turn."
func TestHandJNerotaurus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"nerotaurus"}, []string{"urchin", "silvertooth"})
	s.creature(0, "nerotaurus")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.house("saurian")
	s.wantRules(s.reap("nerotaurus"), "")
	s.end()
	s.house("shadows")
	s.wantRules(s.fight("urchin", "nerotaurus"), "restricted")
	s.wantRules(s.reap("silvertooth"), "") // reaping is allowed

	s = secondTurnScen(t, "saurian", []string{"nerotaurus"}, []string{"urchin", "silvertooth"})
	s.creature(0, "nerotaurus")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.house("saurian")
	s.wantRules(s.fight("nerotaurus", "silvertooth"), "")
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "restricted")
}

// Raider: "Raider gains poison during your turn."
func TestHandJRaider(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"raider"}, nil)
	r := s.creature(0, "raider")
	s.house("unfathomable")
	s.wantInt("poison on Alice's turn", s.g.keywordN(r, Poison), 1)
	s.end()
	s.wantInt("poison on Bob's turn", s.g.keywordN(r, Poison), 0)
}

// Fathom Reaver: "While you control a token creature, your opponent
// refills their hand to 1 less card during the “draw cards” step. Play:
// Make a token creature."
func TestHandJFathomReaver(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"fathom-reaver", "catena-fiend"}, nil)
	s.hand(0, "fathom-reaver")
	s.house("unfathomable")
	s.wantInt("Bob's refill before", s.g.hcRefillMod(1), 0)
	s.wantRules(s.play("fathom-reaver"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.wantInt("Bob's refill", s.g.hcRefillMod(1), -1)
	s.wantInt("Alice's refill", s.g.hcRefillMod(0), 0)
}

// Chelonia: "Elusive. After you play another creature, if the tide is
// high, gain 1A."
func TestHandJChelonia(t *testing.T) {
	for _, high := range []bool{true, false} {
		s := secondTurnScen(t, "untamed", []string{"chelonia", "dust-pixie"}, nil)
		s.creature(0, "chelonia")
		s.g.p[0].tide = high
		s.hand(0, "dust-pixie")
		s.house("untamed")
		s.wantRules(s.play("dust-pixie"), "")
		want := 2 // Dust Pixie's bonus icons
		if high {
			want++
		}
		s.wantAember(0, want)
	}
}

// Sea Urchin: "Poison. Play: Capture 1A. If the tide is high, steal 1A
// instead."
func TestHandJSeaUrchin(t *testing.T) {
	for _, high := range []bool{true, false} {
		s := secondTurnScen(t, "shadows", []string{"sea-urchin"}, nil)
		s.g.p[0].tide = high
		s.g.p[1].aember = 3
		u := s.hand(0, "sea-urchin")
		s.house("shadows")
		s.wantRules(s.play("sea-urchin"), "")
		s.wantAember(1, 2)
		if high {
			s.wantAember(0, 1)
			s.wantInt("Æmber on Sea Urchin", int(s.g.cards[u].aember), 0)
		} else {
			s.wantAember(0, 0)
			s.wantInt("Æmber on Sea Urchin", int(s.g.cards[u].aember), 1)
		}
	}
}

// Mack the Knife: "Elusive. Versatile. Action: Deal 1D to a creature. If
// this damage destroys that creature, gain 1A."
func TestHandJMackTheKnife(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"mack-the-knife"}, []string{"urchin", "troll"})
	s.creature(0, "mack-the-knife")
	u := s.creature(1, "urchin")
	s.creature(1, "troll")
	s.house("brobnar")
	s.hbAction("mack-the-knife") // not Shadows' turn: versatile
	s.wantRules(s.choose("urchin"), "")
	s.wantZone(u, ZoneDiscard)
	s.wantAember(0, 1)
}

// Titan Apparition: "Taunt. Destroyed: If it is not your turn, your
// opponent discards 5 cards from the top of their deck. Otherwise, discard
// 5 cards from the top of your deck."
func TestHandJTitanApparition(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"titan-apparition"}, []string{"titan-apparition"})
	s.creature(0, "titan-apparition")
	s.house("geistoid")
	s.wantRules(s.hjDestroy("titan-apparition"), "") // Alice's turn: her deck
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 6)
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), 0)
	s.creature(1, "titan-apparition")
	s.wantRules(s.hjDestroy("titan-apparition"), "") // Bob's, on Alice's turn: Bob's opponent
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 11)
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), 1)
}

// Brass Klein: "While on a flank, Brass Klein gains skirmish. While not on
// a flank, Brass Klein gains taunt. Fate: For the remainder of the turn,
// friendly creatures cannot fight."
func TestHandJBrassKlein(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"brass-klein", "krump", "troll"}, nil)
	b := s.creature(0, "brass-klein")
	s.wantInt("skirmish on a flank", s.g.keywordN(b, Skirmish), 1)
	s.wantInt("taunt on a flank", s.g.keywordN(b, Taunt), 0)
	s.creature(0, "krump")
	s.g.p[0].line = []int16{s.g.p[0].line[1], b, s.creature(0, "troll")}
	s.g.p[0].line = s.g.p[0].line[:3]
	s.wantInt("skirmish in the middle", s.g.keywordN(b, Skirmish), 0)
	s.wantInt("taunt in the middle", s.g.keywordN(b, Taunt), 1)

	// Fate: Bob's Brass Klein, fulfilled on Alice's turn.
	s = secondTurnScen(t, "brobnar", []string{"krump"}, []string{"brass-klein", "troll"})
	s.creature(0, "krump")
	s.creature(1, "troll")
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "brass-klein"}}), "")
	s.wantRules(s.fight("krump", "troll"), "restricted")
}

// Dissonant Chord: "Play: Deal 3D to a creature. If this damage destroys
// that creature, stun each of its neighbors after it leaves play. Fate:
// Stun each friendly creature with A on it."
func TestHandJDissonantChord(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"dissonant-chord"}, []string{"krump", "silvertooth", "troll"})
	k, st, tr := s.creature(1, "krump"), s.creature(1, "silvertooth"), s.creature(1, "troll")
	s.hand(0, "dissonant-chord")
	s.house("sanctum")
	s.play("dissonant-chord")
	s.wantRules(s.choose("silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.hjWantFlag(k, flStunned, true, "stunned")
	s.hjWantFlag(tr, flStunned, true, "stunned")

	s = secondTurnScen(t, "brobnar", []string{"krump", "troll"}, []string{"dissonant-chord", "bumpsy"})
	k, tr = s.creature(0, "krump"), s.creature(0, "troll")
	b := s.creature(1, "bumpsy")
	s.g.cards[k].aember, s.g.cards[b].aember = 1, 1
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "dissonant-chord"}}), "")
	s.hjWantFlag(k, flStunned, true, "stunned")
	s.hjWantFlag(tr, flStunned, false, "stunned (no A)")
	s.hjWantFlag(b, flStunned, false, "stunned (Bob's)")
}

// Sucker Punch: "Alpha. Play: Deal 2D to an enemy creature. If that
// creature is destroyed by this effect, archive Sucker Punch."
func TestHandJSuckerPunch(t *testing.T) {
	for _, tc := range []struct {
		foe      string
		archived bool
	}{{"silvertooth", true}, {"troll", false}} {
		s := secondTurnScen(t, "shadows", []string{"sucker-punch"}, []string{tc.foe})
		s.creature(1, tc.foe)
		p := s.hand(0, "sucker-punch")
		s.house("shadows")
		s.wantRules(s.play("sucker-punch"), "")
		if tc.archived {
			s.wantZone(p, ZoneArchives)
		} else {
			s.wantZone(p, ZoneDiscard)
		}
	}
}

// General Ză-Orhă: "Skirmish. Play: For each forged key your opponent has,
// make a token creature."
func TestHandJGeneralZaOrha(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"general-ză-orhă", "catena-fiend"}, nil)
	s.g.p[1].keys[0], s.g.p[1].keys[2] = true, true
	s.g.p[0].keys[1] = true
	s.hand(0, "general-ză-orhă")
	s.house("ekwidon")
	s.wantRules(s.play("general-ză-orhă"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 3)
}

// Specialist Guthrak: "Skirmish. After Fight/After Reap: Capture 1A for
// each house represented among Specialist Guthrak and its neighbors."
func TestHandJSpecialistGuthrak(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"specialist-guthrak", "krump", "troll", "urchin"}, nil)
	s.creature(0, "krump")
	g := s.creature(0, "specialist-guthrak")
	s.creature(0, "troll") // Brobnar, as Krump
	s.creature(0, "urchin")
	s.g.p[1].aember = 5
	s.house("staralliance")
	s.wantRules(s.reap("specialist-guthrak"), "")
	s.wantInt("Æmber on Guthrak", int(s.g.cards[g].aember), 2)
	s.wantAember(1, 3)
}

// The Curator: "Friendly artifacts enter play ready." Rooftop Laboratory:
// "Each friendly Scientist creature enters play ready." Beanstalk:
// "Friendly Giant creatures enter play ready."
func TestHandJEntersReady(t *testing.T) {
	for _, tc := range []struct {
		name, h, src string
		art          bool
		played, want string // a card that enters ready, one that does not
	}{
		{"curator", "logos", "the-curator", false, "quantum-fingertrap", "dr-westing"},
		{"rooftop", "logos", "rooftop-laboratory", true, "dr-westing", "quantum-fingertrap"},
		{"beanstalk", "brobnar", "beanstalk", true, "narp", "bumpsy"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, House(tc.h), []string{tc.src, tc.played, tc.want}, []string{tc.src})
			if tc.art {
				s.artifact(0, tc.src)
				s.artifact(1, tc.src) // the opponent's does nothing for Alice
			} else {
				s.creature(0, tc.src)
			}
			a, b := s.hand(0, tc.played), s.hand(0, tc.want)
			s.house(House(tc.h))
			s.wantRules(s.play(tc.played), "")
			s.wantRules(s.play(tc.want), "")
			s.hjWantFlag(a, flExhausted, false, "exhausted")
			s.hjWantFlag(b, flExhausted, true, "exhausted")
		})
	}
}

// Fandangle: "While you have 4A or more, your non‑Untamed creatures enter
// play ready."
func TestHandJFandangle(t *testing.T) {
	for _, tc := range []struct {
		aember int
		card   string
		ready  bool
	}{{4, "krump", true}, {3, "krump", false}, {5, "dust-pixie", false}} {
		s := secondTurnScen(t, "brobnar", []string{"fandangle", "krump", "dust-pixie"}, nil)
		s.creature(0, "fandangle")
		c := s.hand(0, tc.card)
		s.house("brobnar")
		s.g.p[0].aember = tc.aember
		s.play(tc.card)
		s.hjWantFlag(c, flExhausted, !tc.ready, "exhausted")
	}
}

// Beanstalk: "Action: Search your deck and discard pile for a Giant
// creature, reveal it, and put it into your hand."
func TestHandJBeanstalkSearch(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"beanstalk", "narp"}, nil)
	s.artifact(0, "beanstalk")
	n := s.hbDiscarded(0, "narp")
	s.house("brobnar")
	s.hbAction("beanstalk")
	s.wantRules(s.choose("narp"), "")
	s.wantZone(n, ZoneHand)
}

// Aquilia, Lone Hero: "Omni: Capture 1A if there are more enemy creatures
// than friendly creatures."
func TestHandJAquiliaLoneHero(t *testing.T) {
	for _, tc := range []struct {
		enemies []string
		want    int
	}{{[]string{"krump", "troll"}, 1}, {[]string{"krump"}, 0}} {
		s := secondTurnScen(t, "saurian", []string{"aquilia-lone-hero"}, tc.enemies)
		a := s.creature(0, "aquilia-lone-hero")
		for _, id := range tc.enemies {
			s.creature(1, id)
		}
		s.g.p[1].aember = 3
		s.house("brobnar")
		s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "aquilia-lone-hero"}}), "")
		s.wantInt("Æmber on Aquilia", int(s.g.cards[a].aember), tc.want)
	}
}

// Ecstacy Siphon: "Play: Deal 1D to an enemy creature for each card in
// your opponent’s hand."
func TestHandJEcstacySiphon(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"ecstacy-siphon"}, []string{"ancient-bear"})
	b := s.creature(1, "ancient-bear")
	s.hjHandTo(1, 3)
	s.hand(0, "ecstacy-siphon")
	s.house("dis")
	s.wantRules(s.play("ecstacy-siphon"), "")
	s.wantDamage(b, 3)
}

// Static Collection Array: "Your keys cost –1A while the tide is high and
// +1A while the tide is low."
func TestHandJStaticCollectionArray(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"static-collection-array"}, nil)
	base := s.g.keyCost(0)
	s.artifact(0, "static-collection-array")
	s.wantInt("neither high nor low", s.g.keyCost(0), base)
	s.g.p[0].tide = true
	s.wantInt("high", s.g.keyCost(0), base-1)
	s.wantInt("Bob's", s.g.keyCost(1), base)
	s.g.p[0].tide, s.g.p[1].tide = false, true
	s.wantInt("low", s.g.keyCost(0), base+1)
}

// Worthy Adversaries: "Play: Deal 1D to 2 different enemy creatures. Exalt
// each damaged creature."
func TestHandJWorthyAdversaries(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"worthy-adversaries", "krump"}, []string{"troll", "valdr", "bumpsy"})
	k := s.creature(0, "krump")
	tr, v, b := s.creature(1, "troll"), s.creature(1, "valdr"), s.creature(1, "bumpsy")
	s.hand(0, "worthy-adversaries")
	s.house("brobnar")
	s.play("worthy-adversaries")
	s.wantRules(s.choose("troll", "valdr"), "")
	s.wantDamage(tr, 1)
	s.wantDamage(v, 1)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("Æmber on Valdr", int(s.g.cards[v].aember), 1)
	s.wantInt("Æmber on Bumpsy", int(s.g.cards[b].aember), 0)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
}

// Iyxrenu the Clever: "Action: Lose 1A. If you do, move all A from a
// creature to your pool."
func TestHandJIyxrenuTheClever(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"iyxrenu-the-clever"}, []string{"troll"})
	s.creature(0, "iyxrenu-the-clever")
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 3
	s.house("mars")
	s.g.p[0].aember = 1
	s.wantRules(s.hbAction("iyxrenu-the-clever"), "")
	s.wantAember(0, 3)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)

	s = secondTurnScen(t, "mars", []string{"iyxrenu-the-clever"}, []string{"troll"})
	s.creature(0, "iyxrenu-the-clever")
	tr = s.creature(1, "troll")
	s.g.cards[tr].aember = 3
	s.house("mars")
	s.wantRules(s.hbAction("iyxrenu-the-clever"), "") // nothing to lose
	s.wantAember(0, 0)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 3)
}

// Inevitable Decay: "Play: Destroy each artifact and upgrade. For each card
// destroyed this way, make a token creature."
func TestHandJInevitableDecay(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"inevitable-decay", "gorm-of-omm", "krump", "protect-the-weak", "catena-fiend"}, []string{"gorm-of-omm"})
	g0, g1 := s.artifact(0, "gorm-of-omm"), s.artifact(1, "gorm-of-omm")
	k := s.creature(0, "krump")
	u := s.hjAttach(0, "protect-the-weak", k)
	s.hand(0, "inevitable-decay")
	s.house("geistoid")
	s.wantRules(s.play("inevitable-decay"), "")
	for _, id := range []int16{g0, g1, u} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(k, ZoneBattleline)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 4)
}

// Skreel Swarm: "Play: Deal 1D to each enemy creature. Scrap: You may
// archive Skreel Swarm from your discard pile."
func TestHandJSkreelSwarm(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"skreel-swarm", "skreel-swarm", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.hand(0, "skreel-swarm")
	s.house("ekwidon")
	s.wantRules(s.play("skreel-swarm"), "")
	s.wantDamage(tr, 1)
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(k, 0)
	sw := s.hand(0, "skreel-swarm")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "skreel-swarm"}})
	s.wantRules(s.words("yes"), "")
	s.wantZone(sw, ZoneArchives)
}

// Archon’s Revenge: "Action: Exhaust up to 2 friendly Shadows creatures.
// For each creature exhausted this way, steal 1A."
func TestHandJArchonSRevenge(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"archon-s-revenge", "urchin", "silvertooth", "bad-penny"}, nil)
	s.artifact(0, "archon-s-revenge")
	u, st, bp := s.creature(0, "urchin"), s.creature(0, "silvertooth"), s.creature(0, "bad-penny")
	s.g.p[1].aember = 4
	s.house("shadows")
	s.hbAction("archon-s-revenge")
	s.wantRules(s.choose("urchin", "silvertooth"), "")
	s.hjWantFlag(u, flExhausted, true, "exhausted")
	s.hjWantFlag(st, flExhausted, true, "exhausted")
	s.hjWantFlag(bp, flExhausted, false, "exhausted")
	s.wantAember(0, 2)
	s.wantAember(1, 2)
}

// Talon of Invidius: "Play: Exalt Talon of Invidius 3 times. Destroyed:
// Move each A from Talon of Invidius to an enemy creature."
func TestHandJTalonOfInvidius(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"talon-of-invidius"}, []string{"troll", "krump"})
	tl := s.hand(0, "talon-of-invidius")
	tr := s.creature(1, "troll")
	s.creature(1, "krump")
	s.house("dis")
	s.wantRules(s.play("talon-of-invidius"), "")
	s.wantInt("Æmber on Talon", int(s.g.cards[tl].aember), 3)
	s.hjDestroy("talon-of-invidius")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 3)
	s.wantAember(0, 0)
	s.wantAember(1, 0)
}

// Doomsayer: "After Reap: Move each A from a friendly creature to the
// common supply. For each A moved, deal 2D to a creature." Oracle Zan:
// "… For each A moved, heal 2 damage from a creature."
func TestHandJDoomsayerOracleZan(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"doomsayer", "krump"}, []string{"troll"})
	s.creature(0, "doomsayer")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[k].aember = 2
	s.house("redemption")
	s.reap("doomsayer") // Krump: the only one with A
	s.choose("troll")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 4)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
	s.wantAember(0, 1)

	s = secondTurnScen(t, "sanctum", []string{"oracle-zan", "krump"}, []string{"troll"})
	s.creature(0, "oracle-zan")
	k = s.creature(0, "krump")
	tr = s.creature(1, "troll")
	s.g.cards[k].aember, s.g.cards[k].damage = 1, 4
	s.house("sanctum")
	s.reap("oracle-zan")
	s.wantRules(s.choose("krump"), "")
	s.wantDamage(k, 2)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
}

// Sinestra: "After your opponent plays a creature on their left flank,
// they lose 1A."
func TestHandJSinestra(t *testing.T) {
	for _, tc := range []struct {
		flank Flank
		want  int
	}{{FlankLeft, 1}, {FlankRight, 2}} {
		s := secondTurnScen(t, "dis", []string{"sinestra", "krump"}, []string{"urchin", "troll"})
		s.creature(0, "sinestra")
		s.hand(0, "krump")
		s.creature(1, "troll")
		s.hand(1, "urchin")
		s.house("dis")
		s.end()
		s.house("shadows")
		s.g.p[1].aember = 2
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "urchin"}, Flank: tc.flank}), "")
		s.wantAember(1, tc.want) // 2 (Alice has none to steal), 1 lost on the left flank
	}
}

// Chenille: "Hazardous 6. Action: Return a Bombyx from your discard pile to
// your hand."
func TestHandJChenille(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"chenille", "bombyx"}, nil)
	s.creature(0, "chenille")
	b := s.hbDiscarded(0, "bombyx")
	s.house("untamed")
	s.wantRules(s.hbAction("chenille"), "")
	s.wantZone(b, ZoneHand)
}

// Igon the Terrible: "Play: If Igon the Green has not been purged, destroy
// Igon the Terrible. Fight: Steal 1A."
func TestHandJIgonTheTerrible(t *testing.T) {
	for _, purged := range []bool{false, true} {
		s := secondTurnScen(t, "brobnar", []string{"igon-the-terrible", "igon-the-green"}, []string{"urchin"})
		if purged {
			s.g.put(s.take(0, "igon-the-green"), ZonePurged)
		}
		it := s.hand(0, "igon-the-terrible")
		s.creature(1, "urchin")
		s.g.p[1].aember = 3
		s.house("brobnar")
		s.wantRules(s.play("igon-the-terrible"), "")
		if !purged {
			s.wantZone(it, ZoneDiscard)
			continue
		}
		s.wantZone(it, ZoneBattleline)
		s.g.cards[it].flags &^= flExhausted
		s.wantRules(s.fight("igon-the-terrible", "urchin"), "")
		s.wantAember(0, 1)
		s.wantAember(1, 2)
	}
}

// Protectrix: "Reap: You may fully heal a creature. If you do, that
// creature cannot be dealt damage for the remainder of the turn."
func TestHandJProtectrix(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"protectrix", "krump"}, nil)
	s.creature(0, "protectrix")
	k := s.creature(0, "krump")
	s.g.cards[k].damage = 3
	s.house("sanctum")
	s.reap("protectrix")
	s.wantRules(s.choose("krump"), "")
	s.wantDamage(k, 0)
	s.g.damage(k, 4, false)
	s.wantDamage(k, 0)
	s.end()
	s.g.damage(k, 2, false) // the turn is over
	s.wantDamage(k, 2)
}

// Brackish Shoreline: "After a creature fights, it doesn’t ready during the
// “ready cards” step this turn."
func TestHandJBrackishShoreline(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"brackish-shoreline", "krump", "troll"}, []string{"urchin"})
	s.artifact(0, "brackish-shoreline")
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.creature(1, "urchin")
	s.house("brobnar")
	s.wantRules(s.fight("krump", "urchin"), "")
	s.wantRules(s.reap("troll"), "")
	s.end()
	s.hjWantFlag(k, flExhausted, true, "exhausted (fought)")
	s.hjWantFlag(tr, flExhausted, false, "exhausted (reaped)")
}

// Edge of the World: "Play: Move a creature to a flank of its controller’s
// battleline. Steal 1A."
func TestHandJEdgeOfTheWorld(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"edge-of-the-world"}, []string{"krump", "troll", "bumpsy"})
	k, tr, b := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.g.p[1].aember = 2
	s.hand(0, "edge-of-the-world")
	s.house("skyborn")
	s.play("edge-of-the-world")
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "troll"}}, Words: []string{"right"}}), "")
	if l := s.g.p[1].line; l[0] != k || l[1] != b || l[2] != tr {
		t.Errorf("Bob's battleline = %v, want Krump, Bumpsy, Troll", l)
	}
	s.wantAember(0, 1)
	s.wantAember(1, 1)
}

// Chain Gang: "After you play Subtle Chain, ready Chain Gang. Action: Steal
// 1A. Shuffle a Subtle Chain from your discard pile into your deck."
func TestHandJChainGang(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"chain-gang", "subtle-chain", "subtle-chain"}, nil)
	c := s.creature(0, "chain-gang")
	sc := s.hbDiscarded(0, "subtle-chain")
	s.g.p[1].aember = 3
	s.house("shadows")
	s.wantRules(s.hbAction("chain-gang"), "")
	s.wantAember(0, 1)
	s.wantZone(sc, ZoneUnknown)
	s.hjWantFlag(c, flExhausted, true, "exhausted")
	s.hand(0, "subtle-chain")
	s.play("subtle-chain")
	s.choose("dust-pixie") // Bob's random discard
	s.hjWantFlag(c, flExhausted, false, "exhausted")
}

// Kymoor Outpost: "Action: Put a friendly creature on the bottom of its
// owner's deck. If you do, steal 1A and make a token creature."
func TestHandJKymoorOutpost(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"kymoor-outpost", "krump", "catena-fiend"}, nil)
	s.artifact(0, "kymoor-outpost")
	s.creature(0, "krump")
	s.g.p[1].aember = 2
	s.house("shadows")
	s.wantRules(s.hbAction("kymoor-outpost"), "") // Krump: by itself
	s.wantAember(0, 1)
	// The token is a card of the deck, face down (Krump itself, maybe).
	if l := s.g.p[0].line; len(l) != 1 || s.g.def(l[0]).ID != "catena-fiend" {
		t.Errorf("Alice's battleline = %v, want one token creature", l)
	}

	s = secondTurnScen(t, "shadows", []string{"kymoor-outpost", "catena-fiend"}, nil)
	s.artifact(0, "kymoor-outpost")
	s.g.p[1].aember = 2
	s.house("shadows")
	s.wantRules(s.hbAction("kymoor-outpost"), "") // no creature: nothing
	s.wantAember(0, 0)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 0)
}

// Whirpool Eddy: "Action: Stun and exhaust a creature that is not already
// stunned."
func TestHandJWhirpoolEddy(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"whirpool-eddy"}, []string{"krump", "troll"})
	s.artifact(0, "whirpool-eddy")
	k, tr := s.creature(1, "krump"), s.creature(1, "troll")
	s.g.cards[k].flags |= flStunned
	s.house("keyraken")
	s.hbAction("whirpool-eddy")
	s.wantRules(s.choose("troll"), "")
	s.hjWantFlag(tr, flStunned, true, "stunned")
	s.hjWantFlag(tr, flExhausted, true, "exhausted")

	s = secondTurnScen(t, "keyraken", []string{"whirpool-eddy"}, []string{"krump", "troll"})
	s.artifact(0, "whirpool-eddy")
	k = s.creature(1, "krump")
	s.creature(1, "troll")
	s.g.cards[k].flags |= flStunned
	s.house("keyraken")
	s.hbAction("whirpool-eddy")
	s.wantRules(s.choose("krump"), "effect-target")
	s.hjWantFlag(k, flExhausted, false, "exhausted")
}

// Punctuated Equilibrium: "Play: Each player discards their hand, then
// refills their hand as if it were their “draw cards” step."
func TestHandJPunctuatedEquilibrium(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"punctuated-equilibrium"}, nil)
	s.hand(0, "punctuated-equilibrium")
	s.hjHandTo(1, 3)
	alice, bob := s.g.p[0].handSize()-1, s.g.p[1].handSize()
	s.house("untamed")
	s.wantRules(s.play("punctuated-equilibrium"), "")
	s.wantInt("Alice's hand", s.g.p[0].handSize(), 6)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), 6)
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), alice+1)
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), bob)
}

// Cultural Exchange: "Play: Your opponent puts each card from their
// archives into their hand."
func TestHandJCulturalExchange(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"cultural-exchange", "krump"}, []string{"troll", "urchin"})
	tr, u := s.take(1, "troll"), s.take(1, "urchin")
	s.g.put(tr, ZoneArchives)
	s.g.put(u, ZoneArchives)
	k := s.take(0, "krump")
	s.g.put(k, ZoneArchives)
	hand := s.g.p[1].handSize()
	s.hand(0, "cultural-exchange")
	s.house("staralliance")
	s.wantRules(s.play("cultural-exchange"), "")
	s.wantZone(tr, ZoneHand)
	s.wantZone(u, ZoneHand)
	s.wantZone(k, ZoneArchives)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), hand+2)
}

// Heart of Steel: "Play: Play a Skyborn creature from your discard pile."
func TestHandJHeartOfSteel(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"heart-of-steel", "navigator-ketarr", "krump"}, nil)
	n := s.hbDiscarded(0, "navigator-ketarr")
	k := s.hbDiscarded(0, "krump")
	s.hand(0, "heart-of-steel")
	s.house("skyborn")
	s.wantRules(s.play("heart-of-steel"), "") // Navigator Ketarr: the only Skyborn creature
	s.wantZone(n, ZoneBattleline)
	s.wantZone(k, ZoneDiscard)
}

// Sacrificial Altar: "Action: Purge a friendly Human creature from play.
// If you do, play a creature from your discard pile."
func TestHandJSacrificialAltar(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"sacrificial-altar", "human-probe", "shooler", "krump"}, nil)
	s.artifact(0, "sacrificial-altar")
	h := s.creature(0, "human-probe")
	k := s.creature(0, "krump")
	sh := s.hbDiscarded(0, "shooler")
	s.house("dis")
	s.hbAction("sacrificial-altar") // the Human: by itself
	s.wantRules(s.choose("shooler"), "")
	s.wantZone(h, ZonePurged)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(sh, ZoneBattleline)

	s = secondTurnScen(t, "dis", []string{"sacrificial-altar", "shooler", "krump"}, nil)
	s.artifact(0, "sacrificial-altar")
	s.creature(0, "krump")
	sh = s.hbDiscarded(0, "shooler")
	s.house("dis")
	s.wantRules(s.hbAction("sacrificial-altar"), "") // no Human: nothing
	s.wantZone(sh, ZoneDiscard)
}

// Snudge: "After Fight/After Reap: Return an artifact or flank creature to
// its owner’s hand."
func TestHandJSnudge(t *testing.T) {
	for _, tc := range []struct {
		pick, rule string
		back       bool
	}{{"gorm-of-omm", "", true}, {"krump", "", true}, {"troll", "effect-target", false}} {
		t.Run(tc.pick, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"snudge"}, []string{"krump", "troll", "bumpsy", "gorm-of-omm"})
			s.creature(0, "snudge")
			ids := map[string]int16{"krump": s.creature(1, "krump"), "troll": s.creature(1, "troll")}
			s.creature(1, "bumpsy")
			ids["gorm-of-omm"] = s.artifact(1, "gorm-of-omm")
			s.house("dis")
			s.reap("snudge")
			s.wantRules(s.choose(tc.pick), tc.rule)
			if tc.back {
				s.wantZone(ids[tc.pick], ZoneHand)
			} else {
				s.wantZone(ids[tc.pick], ZoneBattleline)
			}
		})
	}
}

// Shard of Resurgence: "Action: Archive a card from your discard pile for
// each friendly Shard."
func TestHandJShardOfResurgence(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"shard-of-resurgence", "shard-of-pain", "krump", "troll", "bumpsy"}, nil)
	s.artifact(0, "shard-of-resurgence")
	s.artifact(0, "shard-of-pain")
	k, tr, b := s.hbDiscarded(0, "krump"), s.hbDiscarded(0, "troll"), s.hbDiscarded(0, "bumpsy")
	s.house("geistoid")
	s.hbAction("shard-of-resurgence")
	s.choose("krump")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(b, ZoneArchives)
	s.wantZone(tr, ZoneDiscard)
}

// Hunter or Hunted?: "Play: Ward a creature, or move a ward from a creature
// to another creature."
func TestHandJHunterOrHunted(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"hunter-or-hunted", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "hunter-or-hunted")
	s.house("shadows")
	s.play("hunter-or-hunted")
	s.words("1")
	s.wantRules(s.choose("krump"), "")
	s.hjWantFlag(k, flWarded, true, "warded")

	s = secondTurnScen(t, "shadows", []string{"hunter-or-hunted", "krump"}, []string{"troll"})
	k = s.creature(0, "krump")
	tr = s.creature(1, "troll")
	s.g.cards[tr].flags |= flWarded
	s.hand(0, "hunter-or-hunted")
	s.house("shadows")
	s.play("hunter-or-hunted")
	s.words("2") // Troll is the only warded one: by itself
	s.wantRules(s.choose("krump"), "")
	s.hjWantFlag(tr, flWarded, false, "warded")
	s.hjWantFlag(k, flWarded, true, "warded")
}

// Estate Sale: "Play: Purge a non-creature card from your discard pile. If
// you do, gain 2A."
func TestHandJEstateSale(t *testing.T) {
	for _, tc := range []struct {
		pick, rule string
		gain       int
	}{{"anger", "", 2}, {"krump", "effect-target", 0}} {
		s := secondTurnScen(t, "ekwidon", []string{"estate-sale", "anger", "krump"}, nil)
		ids := map[string]int16{"anger": s.hbDiscarded(0, "anger"), "krump": s.hbDiscarded(0, "krump")}
		s.hand(0, "estate-sale")
		s.house("ekwidon")
		s.play("estate-sale")
		s.wantRules(s.choose(tc.pick), tc.rule)
		s.wantAember(0, tc.gain)
		if tc.gain > 0 {
			s.wantZone(ids[tc.pick], ZonePurged)
		} else {
			s.wantZone(ids[tc.pick], ZoneDiscard)
		}
	}
}

// Redeemer Amara: "Each time an enemy creature or a Mutant creature is
// destroyed, make a token creature."
func TestHandJRedeemerAmara(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"redeemer-amara", "krump", "zorg", "catena-fiend"}, []string{"troll"})
	s.creature(0, "redeemer-amara")
	s.creature(0, "krump")
	s.creature(0, "zorg")
	s.creature(1, "troll")
	s.house("redemption")
	s.hjDestroy("krump") // friendly, not a Mutant: none
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.hjDestroy("zorg") // a Mutant
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.hjDestroy("troll") // an enemy creature
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 3)
}

// Dr. Verokter: "Elusive. After Reap: Put an upgrade or action card from
// your discard pile on top of your deck."
func TestHandJDrVerokter(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"dr-verokter", "anger", "krump"}, nil)
	s.creature(0, "dr-verokter")
	a := s.hbDiscarded(0, "anger")
	s.hbDiscarded(0, "krump")
	s.house("logos")
	s.reap("dr-verokter")
	s.wantRules(s.choose("anger"), "")
	s.wantZone(a, ZoneDeck)

	s = secondTurnScen(t, "logos", []string{"dr-verokter", "anger", "krump"}, nil)
	s.creature(0, "dr-verokter")
	s.hbDiscarded(0, "anger")
	k := s.hbDiscarded(0, "krump")
	s.house("logos")
	s.reap("dr-verokter")
	s.wantRules(s.choose("krump"), "effect-target")
	s.wantZone(k, ZoneDiscard)
}

// Weigh the Anchor: "Play: For each creature your opponent controls in
// excess of you, stun an enemy creature."
func TestHandJWeighTheAnchor(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"weigh-the-anchor", "krump"}, []string{"troll", "bumpsy", "valdr"})
	s.creature(0, "krump")
	tr, b, v := s.creature(1, "troll"), s.creature(1, "bumpsy"), s.creature(1, "valdr")
	s.hand(0, "weigh-the-anchor")
	s.house("logos")
	s.play("weigh-the-anchor")
	s.choose("troll")
	s.wantRules(s.choose("valdr"), "")
	s.hjWantFlag(tr, flStunned, true, "stunned")
	s.hjWantFlag(v, flStunned, true, "stunned")
	s.hjWantFlag(b, flStunned, false, "stunned")

	s = secondTurnScen(t, "logos", []string{"weigh-the-anchor", "krump"}, []string{"troll"})
	s.creature(0, "krump")
	tr = s.creature(1, "troll")
	s.hand(0, "weigh-the-anchor")
	s.house("logos")
	s.wantRules(s.play("weigh-the-anchor"), "")
	s.hjWantFlag(tr, flStunned, false, "stunned (as many creatures)")
}

// Seneschal Sargassa: "After a player raises the tide, a creature they
// control captures 2A from their opponent."
func TestHandJSeneschalSargassa(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"seneschal-sargassa"}, []string{"troll"})
	ss := s.creature(0, "seneschal-sargassa")
	tr := s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 3, 3
	s.house("sanctum")
	s.g.hjRaiseTide(0)
	s.wantInt("Æmber on Sargassa", int(s.g.cards[ss].aember), 2)
	s.wantAember(1, 1)
	s.g.hjRaiseTide(1)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2)
	s.wantAember(0, 1)
}

// Magistrate Crispus: "At the end of your turn, each player takes control
// of each creature and artifact they own."
func TestHandJMagistrateCrispus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"magistrate-crispus", "krump"}, []string{"troll", "gorm-of-omm"})
	s.creature(0, "magistrate-crispus")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	gm := s.artifact(1, "gorm-of-omm")
	s.g.takeControl(1, k)
	s.g.takeControl(0, tr)
	s.g.takeControl(0, gm)
	s.house("saurian")
	s.wantRules(s.end(), "")
	s.wantInt("Krump's controller", int(s.g.cards[k].controller), 0)
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 1)
	s.wantInt("Gorm's controller", int(s.g.cards[gm].controller), 1)
}

// Render Guilt: "Play: A friendly creature captures 1A. For each A on that
// creature, deal 1D to a creature."
func TestHandJRenderGuilt(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"render-guilt", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[k].aember = 1
	s.g.p[1].aember = 3
	s.hand(0, "render-guilt")
	s.house("sanctum")
	s.play("render-guilt") // Krump: by itself; 2A on it
	s.choose("troll")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
}

// Energy Vampirism: "Play: A creature captures 1A from its own side. For
// each A on that creature, deal 1D to a creature."
func TestHandJEnergyVampirism(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"energy-vampirism", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 1
	s.g.p[1].aember = 3
	s.hand(0, "energy-vampirism")
	s.house("geistoid")
	s.play("energy-vampirism")
	s.choose("troll") // it captures from Bob: 2 on it
	s.choose("krump")
	s.wantRules(s.choose("troll"), "")
	s.wantAember(1, 2)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2)
	s.wantDamage(k, 1)
	s.wantDamage(tr, 1)
}

// Further Investigations: "Play: Destroy any number of friendly creatures.
// For each creature destroyed this way, archive a card."
func TestHandJFurtherInvestigations(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"further-investigations", "krump", "troll", "bumpsy", "anger", "valdr"}, nil)
	k, tr, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	a, v := s.hand(0, "anger"), s.hand(0, "valdr")
	s.hand(0, "further-investigations")
	s.house("staralliance")
	s.play("further-investigations")
	s.choose("krump", "bumpsy")
	s.choose("anger")
	s.wantRules(s.choose("valdr"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(b, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(a, ZoneArchives)
	s.wantZone(v, ZoneArchives)
}

// Tya-Arhĭ, Esquire: "Each friendly non‑token creature gains, “Destroyed:
// Make a token creature.”"
func TestHandJTyaArhiEsquire(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"tya-arhĭ-esquire", "krump", "catena-fiend"}, []string{"troll"})
	s.creature(0, "tya-arhĭ-esquire")
	s.creature(0, "krump")
	s.creature(1, "troll")
	s.house("ekwidon")
	s.wantRules(s.hjDestroy("krump"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2) // Tya and a token
	s.wantRules(s.hjDestroy("catena-fiend"), "")          // a token: none
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantRules(s.hjDestroy("troll"), "") // an enemy creature: none
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
}

// Sentient Cloud: "Each friendly creature with the highest power gains,
// “After Fight: Gain 2A.”"
func TestHandJSentientCloud(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"sentient-cloud", "troll", "krump"}, []string{"urchin", "silvertooth"})
	s.creature(0, "sentient-cloud")
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.house("brobnar")
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.wantAember(0, 0) // Krump is not the most powerful
	s.wantRules(s.fight("troll", "urchin"), "")
	s.wantAember(0, 2)
}

// Favor of Rex: "Play: Resolve the play effect of a creature as if you had
// just played it."
func TestHandJFavorOfRex(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"favor-of-rex"}, []string{"urchin"})
	s.creature(1, "urchin") // "Play: Steal 1A."
	s.g.p[1].aember = 3
	s.hand(0, "favor-of-rex")
	s.house("saurian")
	s.wantRules(s.play("favor-of-rex"), "")
	s.wantAember(0, 2) // the bonus icon and the steal
	s.wantAember(1, 2)
}

// Bellowing Patrizate: "While Bellowing Patrizate is ready, deal 1D to each
// creature after it enters play."
func TestHandJBellowingPatrizate(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"bellowing-patrizate", "krump"}, []string{"troll"})
	bp := s.creature(0, "bellowing-patrizate")
	tr := s.creature(1, "troll")
	s.wantDamage(tr, 1)
	s.hjExhaust(bp)
	k := s.creature(0, "krump")
	s.wantDamage(k, 0)
	s.wantDamage(bp, 0)
}

// Recorded History: "Play: Reveal up to 3 cards of different houses from
// your hand. Archive each card revealed this way."
func TestHandJRecordedHistory(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"recorded-history", "krump", "urchin", "troll"}, nil)
	k, u := s.hand(0, "krump"), s.hand(0, "urchin")
	s.hand(0, "recorded-history")
	s.house("staralliance")
	s.play("recorded-history")
	s.wantRules(s.choose("krump", "urchin"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(u, ZoneArchives)

	s = secondTurnScen(t, "staralliance", []string{"recorded-history", "krump", "troll"}, nil)
	k, tr := s.hand(0, "krump"), s.hand(0, "troll")
	s.hand(0, "recorded-history")
	s.house("staralliance")
	s.play("recorded-history")
	s.wantRules(s.choose("krump", "troll"), "effect-target")
	s.wantZone(k, ZoneHand)
	s.wantZone(tr, ZoneHand)
}

// Stronger Together: "Play: Ready each Star Alliance creature that has 2
// non‑Star Alliance neighbors of different houses."
func TestHandJStrongerTogether(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"stronger-together", "krump", "kartanoo", "urchin", "cadet", "silvertooth"}, nil)
	s.creature(0, "krump")
	ka := s.creature(0, "kartanoo")
	s.creature(0, "urchin")
	c := s.creature(0, "cadet")
	s.creature(0, "silvertooth")
	s.hjExhaust(ka, c)
	s.hand(0, "stronger-together")
	s.house("staralliance")
	s.wantRules(s.play("stronger-together"), "")
	s.hjWantFlag(ka, flExhausted, false, "exhausted") // Brobnar and Shadows
	s.hjWantFlag(c, flExhausted, true, "exhausted")   // Shadows on both sides
}

// Bosun Creen: "Scrap: Move a creature to a flank of its controller’s
// battleline."
func TestHandJBosunCreen(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"bosun-creen"}, []string{"krump", "troll", "bumpsy"})
	k, tr, b := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "bosun-creen")
	s.house("skyborn")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "bosun-creen"}})
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "troll"}}, Words: []string{"left"}}), "")
	if l := s.g.p[1].line; l[0] != tr || l[1] != k || l[2] != b {
		t.Errorf("Bob's battleline = %v, want Troll, Krump, Bumpsy", l)
	}
}

// Safe or Sorry: "Play: Choose one: • Archive any number of friendly
// creatures from play. • Choose a creature. Deal 1D to it for each A your
// opponent has."
func TestHandJSafeOrSorry(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"safe-or-sorry", "krump", "troll"}, []string{"bumpsy"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.creature(1, "bumpsy")
	s.hand(0, "safe-or-sorry")
	s.house("shadows")
	s.play("safe-or-sorry")
	s.words("1")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(tr, ZoneArchives)

	s = secondTurnScen(t, "shadows", []string{"safe-or-sorry", "krump"}, []string{"bumpsy"})
	s.creature(0, "krump")
	b := s.creature(1, "bumpsy")
	s.g.p[1].aember = 3
	s.hand(0, "safe-or-sorry")
	s.house("shadows")
	s.play("safe-or-sorry")
	s.words("2")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantDamage(b, 3)
}

// Blorb Hive: "Omni: Destroy a friendly creature. If you do, make 2 Blorbs.
// Then, if you control 10 or more Blorbs, destroy Blorb Hive and forge a
// key at no cost."
func TestHandJBlorbHive(t *testing.T) {
	blorbs := []string{"blorb-hive", "krump"}
	for range 12 {
		blorbs = append(blorbs, "blorb")
	}
	s := secondTurnScen(t, "mars", blorbs, nil)
	h := s.artifact(0, "blorb-hive")
	s.creature(0, "krump")
	s.house("mars")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "blorb-hive"}}), "") // Krump: by itself
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.wantZone(h, ZoneArtifacts)

	s = secondTurnScen(t, "mars", blorbs, nil)
	h = s.artifact(0, "blorb-hive")
	for range 9 {
		s.creature(0, "blorb")
	}
	s.house("mars")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "blorb-hive"}})
	s.wantRules(s.choose("blorb"), "") // 8 left, and 2 more
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 10)
	s.wantZone(h, ZoneDiscard)
	s.wantInt("Alice's keys", s.g.p[0].keyCount(), 1)
}

// Groundbreaking Discovery: "Play: If you control Dr. Verokter, Rooftop
// Laboratory, and Reckless Experimentation, destroy each card in play,
// unforge an opponent’s key, and purge Groundbreaking Discovery."
func TestHandJGroundbreakingDiscovery(t *testing.T) {
	for _, all := range []bool{true, false} {
		s := secondTurnScen(t, "logos", []string{"groundbreaking-discovery", "dr-verokter", "rooftop-laboratory", "reckless-experimentation"}, []string{"troll"})
		v := s.creature(0, "dr-verokter")
		s.artifact(0, "rooftop-laboratory")
		if all {
			s.hjAttach(0, "reckless-experimentation", v)
		}
		tr := s.creature(1, "troll")
		s.g.p[1].keys[0] = true
		gd := s.hand(0, "groundbreaking-discovery")
		s.house("logos")
		s.wantRules(s.play("groundbreaking-discovery"), "")
		if all {
			s.wantZone(v, ZoneDiscard)
			s.wantZone(tr, ZoneDiscard)
			s.wantInt("Alice's artifacts", len(s.g.p[0].arts), 0)
			s.wantInt("Bob's keys", s.g.p[1].keyCount(), 0)
			s.wantZone(gd, ZonePurged)
		} else {
			s.wantZone(tr, ZoneBattleline)
			s.wantInt("Bob's keys", s.g.p[1].keyCount(), 1)
			s.wantZone(gd, ZoneDiscard)
		}
	}
}

// Ogopogo: "After Ogopogo attacks and destroys a creature, you may deal 2D
// to a creature."
func TestHandJOgopogo(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"ogopogo"}, []string{"silvertooth", "troll", "urchin"})
	s.creature(0, "ogopogo")
	st, tr := s.creature(1, "silvertooth"), s.creature(1, "troll")
	s.creature(1, "urchin")
	s.house("brobnar")
	s.fight("ogopogo", "silvertooth")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(tr, 2)

	// Attacked on Bob's turn, Ogopogo destroys the attacker: nothing.
	s = secondTurnScen(t, "brobnar", []string{"ogopogo"}, []string{"silvertooth", "troll"})
	o := s.creature(0, "ogopogo")
	st = s.creature(1, "silvertooth")
	tr = s.creature(1, "troll")
	s.house("brobnar")
	s.end()
	s.house("shadows")
	s.wantRules(s.fight("silvertooth", "ogopogo"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(o, 2)
	s.wantDamage(tr, 0)
	if _, w := s.g.Waiting(); w {
		t.Errorf("a choice waits after Ogopogo was attacked")
	}
}

// Forum of Giants: "At the start of your turn, the player who controls the
// most powerful creature gains 1A."
func TestHandJForumOfGiants(t *testing.T) {
	for _, tc := range []struct {
		alice, bob   []string
		wantA, wantB int
	}{
		{[]string{"krump"}, []string{"troll"}, 0, 1},
		{[]string{"troll", "krump"}, []string{"bumpsy"}, 1, 0},
		{[]string{"troll"}, []string{"troll"}, 0, 0}, // a tie: no one
	} {
		s := secondTurnScen(t, "brobnar", append([]string{"forum-of-giants"}, tc.alice...), tc.bob)
		s.artifact(0, "forum-of-giants")
		for _, id := range tc.alice {
			s.creature(0, id)
		}
		for _, id := range tc.bob {
			s.creature(1, id)
		}
		s.house("brobnar")
		s.end()
		s.house("shadows")
		s.g.p[0].aember, s.g.p[1].aember = 0, 0
		s.end() // Alice's turn starts
		s.wantAember(0, tc.wantA)
		s.wantAember(1, tc.wantB)
	}
}

// Junk Restoration: "Play: Discard the top 3 cards of your deck. You may
// put a card discarded this way into your hand."
func TestHandJJunkRestoration(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"junk-restoration", "krump", "troll", "anger"}, nil)
	old := s.hbDiscarded(0, "troll") // not discarded this way
	s.hand(0, "junk-restoration")
	s.house("geistoid")
	s.play("junk-restoration")
	s.choose("krump")
	s.choose("anger")
	s.choose("dust-pixie")
	s.wantRules(s.choose("anger"), "")
	if h := s.g.p[0].hand; len(h) == 0 || s.g.def(h[len(h)-1]).ID != "anger" {
		t.Errorf("Anger is not in Alice's hand")
	}
	s.wantZone(old, ZoneDiscard)
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 4) // Troll, Krump, Dust Pixie, Junk Restoration
}

// Recycler: "After Reap: Discard the top 3 cards of your deck. For each
// creature discarded this way, make a token creature."
func TestHandJRecycler(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"recycler", "krump", "anger", "catena-fiend"}, nil)
	s.creature(0, "recycler")
	s.house("geistoid")
	s.reap("recycler")
	s.choose("krump")
	s.choose("anger")
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 3) // Krump and Dust Pixie are creatures
}

// Recruiting Station: "Omni: Choose a house. Discard the top card of your
// deck. If it belongs to the chosen house, make a token creature."
func TestHandJRecruitingStation(t *testing.T) {
	for _, tc := range []struct {
		house string
		want  int
	}{{"brobnar", 1}, {"dis", 0}} {
		s := secondTurnScen(t, "staralliance", []string{"recruiting-station", "krump", "catena-fiend"}, nil)
		s.artifact(0, "recruiting-station")
		s.house("staralliance")
		s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "recruiting-station"}})
		s.words(tc.house)
		s.wantRules(s.choose("krump"), "")
		s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.want)
	}
}

// Dive Deep: "Play: Discard the top card of your opponent’s deck. Put a
// creature that shares a house with that card on the bottom of its owner’s
// deck."
func TestHandJDiveDeep(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"dive-deep", "krump"}, []string{"urchin", "troll", "lights-out"})
	k := s.creature(0, "krump")
	u, tr := s.creature(1, "urchin"), s.creature(1, "troll")
	s.hand(0, "dive-deep")
	s.house("unfathomable")
	s.play("dive-deep")
	s.wantRules(s.choose("lights-out"), "") // Shadows: Urchin, by itself
	s.wantZone(u, ZoneUnknown)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(k, ZoneBattleline)
}

// Put in a Spin: "Play: Lose 1A. If you do, choose a house and discard the
// top card of your opponent’s deck. If that card belongs to the named
// house, gain 4A."
func TestHandJPutInASpin(t *testing.T) {
	for _, tc := range []struct {
		aember int
		house  string
		want   int
	}{{2, "shadows", 5}, {2, "logos", 1}, {0, "shadows", 0}} {
		s := secondTurnScen(t, "ekwidon", []string{"put-in-a-spin"}, []string{"urchin"})
		s.hand(0, "put-in-a-spin")
		s.house("ekwidon")
		s.g.p[0].aember = tc.aember
		s.play("put-in-a-spin")
		if tc.aember > 0 {
			s.words(tc.house)
			s.wantRules(s.choose("urchin"), "")
		}
		s.wantAember(0, tc.want)
	}
}

// Legionary Trainer: "Each friendly token creature enters play ready.
// Play: Make a token creature."
func TestHandJLegionaryTrainer(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"legionary-trainer", "catena-fiend", "krump"}, nil)
	lt := s.hand(0, "legionary-trainer")
	s.hand(0, "krump")
	s.house("saurian")
	s.wantRules(s.play("legionary-trainer"), "")
	s.hjWantFlag(lt, flExhausted, true, "exhausted")
	l := s.g.p[0].line
	if len(l) != 2 || s.g.def(l[1]).ID != "catena-fiend" {
		t.Fatalf("Alice's battleline = %v, want Legionary Trainer and a token", l)
	}
	s.hjWantFlag(l[1], flExhausted, false, "exhausted (the token)")
}

// Exploratory Craft: "Action: Exhaust up to 3 friendly creatures. For each
// house represented among creatures exhausted this way, draw a card."
func TestHandJExploratoryCraft(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"exploratory-craft", "krump", "troll", "urchin"}, nil)
	s.artifact(0, "exploratory-craft")
	k, tr, u := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "urchin")
	hand := s.g.p[0].handSize()
	s.house("staralliance")
	s.hbAction("exploratory-craft")
	s.wantRules(s.choose("krump", "troll", "urchin"), "")
	for _, id := range []int16{k, tr, u} {
		s.hjWantFlag(id, flExhausted, true, "exhausted")
	}
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand+2) // Brobnar and Shadows
}

// Returning Champion: "Play: Deal 3D to Returning Champion. After Fight: If
// you are haunted, move all damage from Returning Champion to another
// creature."
func TestHandJReturningChampion(t *testing.T) {
	for _, haunted := range []bool{true, false} {
		deck := []string{"returning-champion", "krump", "troll", "bumpsy", "valdr", "narp", "urchin", "silvertooth", "tocsin", "shooler", "desire", "anger"}
		s := secondTurnScen(t, "brobnar", deck, []string{"silvertooth", "bumpsy"})
		rc := s.hand(0, "returning-champion")
		s.creature(1, "silvertooth")
		b := s.creature(1, "bumpsy")
		if haunted {
			for _, id := range deck[1:11] {
				s.hbDiscarded(0, id)
			}
		}
		s.house("brobnar")
		s.wantRules(s.play("returning-champion"), "")
		s.wantDamage(rc, 3)
		s.g.cards[rc].flags &^= flExhausted
		s.fight("returning-champion", "silvertooth") // 2 more damage
		if haunted {
			s.wantRules(s.choose("bumpsy"), "")
			s.wantDamage(rc, 0)
			s.wantZone(b, ZoneDiscard) // 5 damage: destroyed
		} else {
			s.wantDamage(rc, 5)
			s.wantDamage(b, 0)
		}
	}
}

// Sabotage Mission: "Play: Keys cost +1A for each different power value
// among friendly creatures during your opponent’s next turn."
func TestHandJSabotageMission(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"sabotage-mission", "krump", "valdr", "troll"}, nil)
	s.creature(0, "krump")
	s.creature(0, "valdr") // 6, as Krump
	s.creature(0, "troll")
	base := s.g.keyCost(1)
	s.hand(0, "sabotage-mission")
	s.house("staralliance")
	s.wantRules(s.play("sabotage-mission"), "")
	s.end()
	s.wantInt("Bob's key cost on his turn", s.g.keyCost(1), base+2)
}

// Overlord Greking: "After an enemy creature is destroyed fighting Overlord
// Greking, put that creature into play under your control."
func TestHandJOverlordGreking(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"overlord-greking"}, []string{"krump"})
	s.creature(0, "overlord-greking")
	k := s.creature(1, "krump")
	s.house("dis")
	s.wantRules(s.fight("overlord-greking", "krump"), "")
	s.wantZone(k, ZoneBattleline)
	s.wantInt("Krump's controller", int(s.g.cards[k].controller), 0)
	s.wantInt("Krump's damage", int(s.g.cards[k].damage), 0)
}

// Magistra Vita: "Play/Reap: You may exalt a friendly non-Saurian creature.
// If you do, reap with it."
func TestHandJMagistraVita(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"magistra-vita", "krump", "troll"}, nil)
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.hjExhaust(tr)
	s.hand(0, "magistra-vita")
	s.house("saurian")
	s.play("magistra-vita")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.hjWantFlag(k, flExhausted, true, "exhausted (it reaped)")
	s.wantAember(0, 1) // Krump's reap

	s = secondTurnScen(t, "saurian", []string{"magistra-vita", "troll"}, nil)
	tr = s.creature(0, "troll")
	s.hjExhaust(tr)
	s.hand(0, "magistra-vita")
	s.house("saurian")
	s.play("magistra-vita")
	s.wantRules(s.choose("troll"), "") // exhausted: exalted, no reap
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(0, 0)
}

// Shae “Cloudkicker”: "Play/After Reap: Swap Shae “Cloudkicker” with
// another friendly creature in your battleline."
func TestHandJShaeCloudkicker(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"shae-cloudkicker", "krump", "troll"}, nil)
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	sh := s.creature(0, "shae-cloudkicker")
	s.house("skyborn")
	s.reap("shae-cloudkicker")
	s.wantRules(s.choose("krump"), "")
	if l := s.g.p[0].line; l[0] != sh || l[1] != tr || l[2] != k {
		t.Errorf("Alice's battleline = %v, want Shae, Troll, Krump", l)
	}
}

// Shard of Courage: "Action: For each friendly Shard, ready and fight with
// a friendly creature. Resolve these fights one at a time."
func TestHandJShardOfCourage(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"shard-of-courage", "shard-of-pain", "krump", "troll"}, []string{"urchin", "silvertooth"})
	s.artifact(0, "shard-of-courage")
	s.artifact(0, "shard-of-pain")
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.hjExhaust(k, tr)
	u, st := s.creature(1, "urchin"), s.creature(1, "silvertooth")
	s.house("skyborn")
	s.hbAction("shard-of-courage")
	s.choose("krump", "silvertooth")
	s.wantRules(s.choose("troll", "urchin"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantZone(u, ZoneBattleline) // elusive: no damage the first time
	s.hjWantFlag(k, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flExhausted, true, "exhausted")
	s.wantDamage(k, 2)
}

// Reap or Sow: "Play: Choose one: • Ready and reap with a friendly
// creature. • Give three +1 power counters to creatures, distributed as you
// choose."
func TestHandJReapOrSow(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"reap-or-sow", "krump"}, nil)
	k := s.creature(0, "krump")
	s.hjExhaust(k)
	s.hand(0, "reap-or-sow")
	s.house("untamed")
	s.play("reap-or-sow")
	s.wantRules(s.words("1"), "") // Krump: by itself
	s.wantAember(0, 1)
	s.hjWantFlag(k, flExhausted, true, "exhausted (it reaped)")

	s = secondTurnScen(t, "untamed", []string{"reap-or-sow", "krump"}, []string{"troll"})
	k = s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "reap-or-sow")
	s.house("untamed")
	s.play("reap-or-sow")
	s.words("2")
	s.choose("krump")
	s.choose("troll")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Krump's counters", int(s.g.cards[k].counters), 2)
	s.wantInt("Troll's counters", int(s.g.cards[tr].counters), 1)
}

// Flying Broomstick: "This creature gains elusive, and “After Reap: Heal
// all damage and move all A and counters from a creature to the common
// supply.”"
func TestHandJFlyingBroomstick(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"flying-broomstick", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	s.hjAttach(0, "flying-broomstick", k)
	tr := s.creature(1, "troll")
	s.g.cards[tr].damage, s.g.cards[tr].aember, s.g.cards[tr].counters = 3, 2, 2
	s.wantInt("Krump's elusive", s.g.keywordN(k, Elusive), 1)
	s.house("brobnar")
	s.reap("krump")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 0)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.wantInt("Troll's counters", int(s.g.cards[tr].counters), 0)
	s.wantAember(0, 1) // the reap only
	s.wantAember(1, 0)
}
