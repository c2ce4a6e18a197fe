package engine

// handMScripts are cards of the shared decks and the held lists that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch M). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_m_test.go.
var handMScripts = []Script{}
