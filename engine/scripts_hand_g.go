package engine

// handGScripts are cards of the 14 shared decks (second half) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch G). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_g_test.go.
var handGScripts = []Script{}
