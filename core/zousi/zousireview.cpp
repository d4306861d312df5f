#include "zousi/zousireview.h"

#include "zousi/zousigame.h"
#include "zousi/zousisolver.h"

namespace gg::zousi {

namespace {

Outcome outcome(Result r)
{
    return r == Result::Win ? Outcome::Win : r == Result::Loss ? Outcome::Loss : Outcome::Draw;
}

} // namespace

std::vector<PlyVerdict> reviewGame(const Game &game, const Solver &solver)
{
    std::vector<PlyVerdict> verdicts;
    if (!solver.solved())
        return verdicts;
    Position pos = game.startPosition();
    for (int i = 0; i < game.plyCount(); ++i) {
        const Move played = game.history()[static_cast<std::size_t>(i)].move;
        PlyVerdict v;
        const std::vector<MoveValue> values = analyseMoves(solver, pos);
        Value best{Result::Loss, 0};
        bool any = false;
        for (const MoveValue &mv : values) {
            if (!any || better(mv.value, best))
                best = mv.value;
            any = true;
        }
        if (any) {
            v.verdict.before = outcome(best.result);
            v.verdict.after = outcome(parentView(solver.value(applyMove(pos, played))).result);
            if (v.verdict.mistake())
                for (const MoveValue &mv : values)
                    if (mv.value == best) { // the fastest win (or the draw) on offer
                        v.better = mv.move;
                        break;
                    }
        }
        verdicts.push_back(v);
        pos = applyMove(pos, played);
    }
    return verdicts;
}

} // namespace gg::zousi
