-- PN-equivalent iterations of a solve (Song et al. 2019 count b MCTS iterations as one PN-search
-- iteration), for the classroom's Song averages. Null for results stored before it was kept.
ALTER TABLE experiment_task ADD COLUMN pn_iterations DOUBLE PRECISION;
