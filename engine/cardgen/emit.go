package main

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// The emitter: a Script as a Go composite literal of package engine,
// fields in declaration order, zero fields left out, constants by name.
// Only literals: no function calls and no references to variables, so
// that the linker lays the tables out and kfr's start-up runs no code
// for them.

// literal prints a value of the ability language as Go source.
func literal(v reflect.Value) string {
	if s, ok := constName(v); ok {
		return s
	}
	switch v.Kind() {
	case reflect.Pointer:
		return "&" + literal(v.Elem())
	case reflect.Slice:
		var parts []string
		for i := 0; i < v.Len(); i++ {
			// A slice's elements leave out their type, as gofmt -s does.
			parts = append(parts, strings.TrimPrefix(literal(v.Index(i)), strings.TrimPrefix(v.Type().Elem().String(), "engine.")))
		}
		return "[]" + v.Type().String()[len("[]engine."):] + "{" + strings.Join(parts, ", ") + "}"
	case reflect.Struct:
		var parts []string
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			if !f.IsExported() || v.Field(i).IsZero() {
				continue
			}
			parts = append(parts, f.Name+": "+literal(v.Field(i)))
		}
		return strings.TrimPrefix(v.Type().String(), "engine.") + "{" + strings.Join(parts, ", ") + "}"
	case reflect.String:
		return strconv.Quote(v.String())
	case reflect.Int, reflect.Int8, reflect.Int16:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Uint8:
		return strconv.FormatUint(v.Uint(), 10) // Clause.Opt
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	}
	panic(fmt.Sprintf("cardgen: cannot print a %s", v.Type()))
}

// constName prints a value of an enumerated or bit-set type by its
// constants' names.
func constName(v reflect.Value) (string, bool) {
	t, ok := constNames[v.Type()]
	if !ok {
		return "", false
	}
	if bits, ok := bitTypes[v.Type()]; ok && bits {
		x := v.Uint()
		var parts []string
		for b := uint64(1); b != 0 && b <= x; b <<= 1 {
			if x&b == 0 {
				continue
			}
			name, ok := t[b]
			if !ok {
				panic(fmt.Sprintf("cardgen: no name for %s bit %d", v.Type(), b))
			}
			parts = append(parts, name)
		}
		return strings.Join(parts, " | "), true
	}
	name, ok := t[v.Uint()]
	if !ok {
		panic(fmt.Sprintf("cardgen: no name for %s %d", v.Type(), v.Uint()))
	}
	return name, true
}

// names builds one type's table from value/name pairs.
func names[T ~uint8 | ~uint32 | ~uint64](pairs ...any) map[uint64]string {
	m := map[uint64]string{}
	for i := 0; i < len(pairs); i += 2 {
		m[uint64(pairs[i].(T))] = pairs[i+1].(string)
	}
	return m
}

var bitTypes = map[reflect.Type]bool{
	reflect.TypeFor[engine.Trigger](): true,
	reflect.TypeFor[engine.Filter]():  true,
}

// constNames are the names of the constants the compiler may emit.
var constNames = map[reflect.Type]map[uint64]string{
	reflect.TypeFor[engine.Trigger](): names[engine.Trigger](
		engine.OnPlay, "OnPlay", engine.OnReap, "OnReap", engine.OnFight, "OnFight",
		engine.OnBeforeFight, "OnBeforeFight", engine.OnAction, "OnAction", engine.OnOmni, "OnOmni",
		engine.OnDestroyed, "OnDestroyed", engine.OnLeavesPlay, "OnLeavesPlay", engine.OnScrap, "OnScrap",
		engine.OnFate, "OnFate", engine.OnTurnStart, "OnTurnStart", engine.OnTurnEnd, "OnTurnEnd",
		engine.OnPlayOther, "OnPlayOther", engine.OnEnemyDestroyedFighting, "OnEnemyDestroyedFighting",
		engine.OnCreatureReaps, "OnCreatureReaps", engine.OnCreatureDestroyed, "OnCreatureDestroyed",
		engine.OnCreatureFights, "OnCreatureFights", engine.OnHouseChosen, "OnHouseChosen",
		engine.OnKeyForged, "OnKeyForged", engine.OnTideRaised, "OnTideRaised", engine.OnEachTurnEnd, "OnEachTurnEnd"),
	reflect.TypeFor[engine.Count](): names[engine.Count](
		engine.One, "One", engine.Exactly, "Exactly", engine.UpTo, "UpTo", engine.Each, "Each",
		engine.Self, "Self", engine.That, "That", engine.Triggering, "Triggering", engine.Parent, "Parent",
		engine.Neighbors, "Neighbors", engine.ThatNeighbors, "ThatNeighbors", engine.Fought, "Fought",
		engine.FoughtNeighbors, "FoughtNeighbors"),
	reflect.TypeFor[engine.Side](): names[engine.Side](
		engine.AnySide, "AnySide", engine.Friendly, "Friendly", engine.Enemy, "Enemy"),
	reflect.TypeFor[engine.Kind](): names[engine.Kind](
		engine.Creature, "Creature", engine.Artifact, "Artifact", engine.Upgrade, "Upgrade",
		engine.AnyCard, "AnyCard", engine.ActionCard, "ActionCard"),
	reflect.TypeFor[engine.Where](): names[engine.Where](
		engine.InPlay, "InPlay", engine.InHand, "InHand", engine.InDiscard, "InDiscard", engine.InArchives, "InArchives"),
	reflect.TypeFor[engine.Filter](): names[engine.Filter](
		engine.Damaged, "Damaged", engine.Undamaged, "Undamaged", engine.Exhausted, "Exhausted",
		engine.Ready, "Ready", engine.AtFlank, "AtFlank", engine.NotAtFlank, "NotAtFlank",
		engine.Stunned, "Stunned", engine.Warded, "Warded", engine.Enraged, "Enraged",
		engine.WithAember, "WithAember", engine.Other, "Other", engine.NotHouse, "NotHouse",
		engine.PowerAtLeast, "PowerAtLeast", engine.PowerAtMost, "PowerAtMost",
		engine.MostPowerful, "MostPowerful", engine.LeastPowerful, "LeastPowerful", engine.NotThat, "NotThat",
		engine.Neighboring, "Neighboring", engine.NotTrait, "NotTrait", engine.ChosenHouse, "ChosenHouse", engine.Token, "Token", engine.IsElusive, "IsElusive", engine.OddPower, "OddPower", engine.EvenPower, "EvenPower"),
	reflect.TypeFor[engine.Who](): names[engine.Who](
		engine.You, "You", engine.Opponent, "Opponent", engine.EachPlayer, "EachPlayer",
		engine.ThatOwner, "ThatOwner", engine.ThatController, "ThatController", engine.ChosenPlayer, "ChosenPlayer"),
	reflect.TypeFor[engine.Op](): names[engine.Op](
		engine.DoGain, "DoGain", engine.DoLose, "DoLose", engine.DoSteal, "DoSteal", engine.DoCapture, "DoCapture",
		engine.DoExalt, "DoExalt", engine.DoDamage, "DoDamage", engine.DoHeal, "DoHeal", engine.DoDestroy, "DoDestroy",
		engine.DoSacrifice, "DoSacrifice", engine.DoReady, "DoReady", engine.DoExhaust, "DoExhaust",
		engine.DoStun, "DoStun", engine.DoWard, "DoWard", engine.DoEnrage, "DoEnrage",
		engine.DoPowerCounters, "DoPowerCounters", engine.DoDraw, "DoDraw", engine.DoDiscard, "DoDiscard",
		engine.DoDiscardRandom, "DoDiscardRandom", engine.DoDiscardTop, "DoDiscardTop", engine.DoArchive, "DoArchive",
		engine.DoPurge, "DoPurge", engine.DoReturn, "DoReturn", engine.DoShuffle, "DoShuffle",
		engine.DoTakeControl, "DoTakeControl", engine.DoChains, "DoChains", engine.DoKeyCost, "DoKeyCost",
		engine.DoRaiseTide, "DoRaiseTide", engine.DoGiveKeyword, "DoGiveKeyword", engine.DoArmor, "DoArmor",
		engine.DoPower, "DoPower", engine.DoReadyAndFight, "DoReadyAndFight", engine.DoReadyAndReap, "DoReadyAndReap",
		engine.DoReadyAndUse, "DoReadyAndUse", engine.DoFight, "DoFight", engine.DoUse, "DoUse",
		engine.DoExtraTurn, "DoExtraTurn", engine.DoToken, "DoToken", engine.DoArchiveTop, "DoArchiveTop",
		engine.DoPay, "DoPay", engine.DoBottom, "DoBottom", engine.DoTakeAember, "DoTakeAember",
		engine.DoRemoveAember, "DoRemoveAember", engine.DoForge, "DoForge", engine.DoTopDeck, "DoTopDeck", engine.DoChooseOne, "DoChooseOne", engine.DoChooseHouse, "DoChooseHouse", engine.DoDestroyHouse, "DoDestroyHouse", engine.DoForbidHouse, "DoForbidHouse", engine.DoPlayTop, "DoPlayTop", engine.DoLastingAbility, "DoLastingAbility",
		engine.DoChoose, "DoChoose", engine.DoChooseAlso, "DoChooseAlso", engine.DoShuffleDiscard, "DoShuffleDiscard", engine.DoLasting, "DoLasting", engine.DoMayUse, "DoMayUse", engine.DoShuffleBottom, "DoShuffleBottom", engine.DoCaptureOwn, "DoCaptureOwn", engine.DoCardLasting, "DoCardLasting", engine.DoDiscardNamed, "DoDiscardNamed"),
	// The lasting kinds the compiler emits (lastKind is engine's own type).
	reflect.TypeOf(engine.LastPlayOrUseHouse): {uint64(engine.LastPlayOrUseHouse): "LastPlayOrUseHouse", uint64(engine.LastNoReap): "LastNoReap",
		uint64(engine.LastNoCreatures): "LastNoCreatures", uint64(engine.LastNoVerb): "LastNoVerb", uint64(engine.LastNoDamage): "LastNoDamage"},
	reflect.TypeFor[engine.Duration](): names[engine.Duration](
		engine.UntilNone, "UntilNone", engine.UntilTurnEnd, "UntilTurnEnd", engine.UntilNextTurn, "UntilNextTurn"),
	reflect.TypeFor[engine.Quantity](): names[engine.Quantity](
		engine.CountOf, "CountOf", engine.AemberOf, "AemberOf", engine.HalfAemberOf, "HalfAemberOf",
		engine.ArchivesOf, "ArchivesOf", engine.DoneThisWay, "DoneThisWay", engine.DamageOnThis, "DamageOnThis",
		engine.AemberOnCards, "AemberOnCards", engine.AemberOnIt, "AemberOnIt", engine.UnforgedKeys, "UnforgedKeys",
		engine.HandOf, "HandOf", engine.PlayedThisTurn, "PlayedThisTurn", engine.HousesAmong, "HousesAmong",
		engine.ForgedKeys, "ForgedKeys", engine.UpgradesOnThis, "UpgradesOnThis"),
	reflect.TypeFor[engine.CondKind](): names[engine.CondKind](
		engine.Always, "Always", engine.IfDone, "IfDone", engine.IfNotDone, "IfNotDone", engine.IfAember, "IfAember",
		engine.IfCount, "IfCount", engine.IfThisOnFlank, "IfThisOnFlank", engine.IfThisNotFlank, "IfThisNotFlank",
		engine.IfTide, "IfTide", engine.IfHaunted, "IfHaunted", engine.IfThatDestroyed, "IfThatDestroyed",
		engine.IfThatSurvived, "IfThatSurvived", engine.IfThisDamaged, "IfThisDamaged", engine.IfTideLow, "IfTideLow",
		engine.IfThisInCenter, "IfThisInCenter", engine.IfYourTurn, "IfYourTurn", engine.IfNotYourTurn, "IfNotYourTurn",
		engine.IfNotHaunted, "IfNotHaunted", engine.IfThatIs, "IfThatIs", engine.IfEnemyDestroyed, "IfEnemyDestroyed"),
	reflect.TypeFor[engine.Cmp](): names[engine.Cmp](
		engine.AtLeast, "AtLeast", engine.AtMost, "AtMost", engine.Equal, "Equal", engine.MoreThanOpp, "MoreThanOpp", engine.Even, "Even", engine.Odd, "Odd"),
	reflect.TypeFor[engine.StaticKind](): names[engine.StaticKind](
		engine.PowerBonus, "PowerBonus", engine.ArmorBonus, "ArmorBonus", engine.KeywordGrant, "KeywordGrant",
		engine.KeyCostMod, "KeyCostMod", engine.Cannot, "Cannot", engine.MustChoose, "MustChoose",
		engine.EntersReady, "EntersReady", engine.HandBonus, "HandBonus", engine.DestroyedGoes, "DestroyedGoes",
		engine.FightBonus, "FightBonus", engine.CannotPlayMore, "CannotPlayMore", engine.EntersStunned, "EntersStunned",
		engine.SpendableAember, "SpendableAember", engine.DestroyedWhile, "DestroyedWhile",
		engine.NoDamageFighting, "NoDamageFighting", engine.SpendsFriends, "SpendsFriends", engine.NoThirdKey, "NoThirdKey", engine.RefillMod, "RefillMod"),
	reflect.TypeFor[engine.Verb](): names[engine.Verb](
		engine.VerbReap, "VerbReap", engine.VerbFight, "VerbFight", engine.VerbAction, "VerbAction",
		engine.VerbOmni, "VerbOmni", engine.VerbPlay, "VerbPlay"),
	reflect.TypeFor[engine.Zone](): names[engine.Zone](
		engine.ZoneHand, "ZoneHand", engine.ZoneArchives, "ZoneArchives", engine.ZoneDeck, "ZoneDeck",
		engine.ZonePurged, "ZonePurged", engine.ZoneDiscard, "ZoneDiscard"),
}
